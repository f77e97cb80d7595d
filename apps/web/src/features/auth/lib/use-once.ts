import { useEffect, useRef } from 'react';

/** Runs `effect` once per mount, even under StrictMode's double effects (no double toasts). */
export function useOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
