import { useRef, type FocusEvent } from 'react';

export interface FocusCaptureHandlers<T> {
  onBlurCapture?: ((event: FocusEvent<T>) => void) | undefined;
  onFocusCapture?: ((event: FocusEvent<T>) => void) | undefined;
}

/**
 * Lets focus reach the control it was moving to inside a dialog. Radix's focus trap moves focus
 * to the dialog itself when part of the dialog is removed while nothing has focus, and nothing has
 * focus for a moment whenever focus moves: leaving a field whose error then disappears (checked on
 * blur) sent Tab to the dialog instead of the next field. When that happens, focus goes on to the
 * control it was heading for.
 */
export function useFocusHandoff<T extends HTMLElement>({ onBlurCapture, onFocusCapture }: FocusCaptureHandlers<T>): Required<FocusCaptureHandlers<T>> {
  const heading = useRef<HTMLElement | null>(null);
  return {
    onBlurCapture(event) {
      onBlurCapture?.(event);
      const next = event.relatedTarget;
      if (!(next instanceof HTMLElement) || !event.currentTarget.contains(next)) return;
      heading.current = next;
      // Only for the focus change under way.
      setTimeout(() => {
        if (heading.current === next) heading.current = null;
      }, 0);
    },
    onFocusCapture(event) {
      onFocusCapture?.(event);
      const next = heading.current;
      heading.current = null;
      if (event.target === event.currentTarget && next?.isConnected) next.focus();
    },
  };
}
