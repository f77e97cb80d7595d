import { createContext, useContext, useEffect, useMemo, useRef } from 'react';

/**
 * Layers shown inside a dialog without being dialogs themselves (an inline calendar, say). Escape
 * or a click outside closes only the innermost layer open; the dialog itself closes only when none
 * is open.
 */
export interface InnerLayers {
  /** Registers an open layer's close function; returns its removal. */
  push: (close: () => void) => () => void;
  /** Closes the innermost open layer; false when none is open. */
  closeInnermost: () => boolean;
}

const InnerLayersContext = createContext<InnerLayers | null>(null);

export const InnerLayersProvider = InnerLayersContext.Provider;

/** A stack of the open inner layers of one dialog. */
export function useInnerLayerStack(): InnerLayers {
  const stack = useRef<(() => void)[]>([]);
  return useMemo(
    () => ({
      push: (close) => {
        stack.current.push(close);
        return () => {
          stack.current = stack.current.filter((c) => c !== close);
        };
      },
      closeInnermost: () => {
        const close = stack.current.pop();
        close?.();
        return close !== undefined;
      },
    }),
    [],
  );
}

/** Marks a layer inside a dialog as open while `open`: Escape then calls `close` instead of closing the dialog. */
export function useInnerLayer(open: boolean, close: () => void): void {
  const layers = useContext(InnerLayersContext);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open || !layers) return;
    return layers.push(() => closeRef.current());
  }, [open, layers]);
}
