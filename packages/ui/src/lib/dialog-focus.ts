import { useRef, type KeyboardEvent } from 'react';
import { useFocusHandoff, type FocusCaptureHandlers } from './focus-handoff';
import { useReturnFocus, type AutoFocusHandlers } from './return-focus';

interface KeyCaptureHandlers {
  onKeyDownCapture?: ((event: KeyboardEvent<HTMLDivElement>) => void) | undefined;
  onKeyPressCapture?: ((event: KeyboardEvent<HTMLDivElement>) => void) | undefined;
}

/**
 * An Enter that opened the dialog (choosing a list option, a menu item) must not also act inside
 * it: its key press arrives after focus has moved into the dialog, and would submit the dialog's
 * form at once (a confirmation nobody saw). Only a key whose key-down happened inside counts.
 */
function useKeysStartedInside({ onKeyDownCapture, onKeyPressCapture }: KeyCaptureHandlers): Required<KeyCaptureHandlers> {
  const downInside = useRef(false);
  return {
    onKeyDownCapture(event) {
      onKeyDownCapture?.(event);
      downInside.current = true;
    },
    onKeyPressCapture(event) {
      onKeyPressCapture?.(event);
      if (event.key === 'Enter' && !downInside.current) event.preventDefault();
      downInside.current = false;
    },
  };
}

/**
 * The focus and key handling every modal panel (dialog, alert dialog, sheet) gives its Radix
 * content: focus returns to the opener on closing, Tab reaches the next field, and the Enter that
 * opened it does not act inside it. Spread it after the caller's props: it runs the caller's own
 * handlers of the same names first.
 */
export function useDialogFocus(props: AutoFocusHandlers & FocusCaptureHandlers<HTMLDivElement> & KeyCaptureHandlers) {
  return { ...useReturnFocus(props), ...useFocusHandoff(props), ...useKeysStartedInside(props) };
}
