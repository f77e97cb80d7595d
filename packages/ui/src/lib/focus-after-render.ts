import { useCallback, useEffect, useRef } from 'react';

/**
 * Where focus goes when a control replaces itself: a button whose form opens in its place, a
 * form's Back that brings the button back, a form replaced by what it did. The focused control
 * is removed from the page, focus falls to the page body, and a keyboard user starts again from
 * the top. Call the function this returns along with the state change, with a function that
 * finds the element to focus: it is focused once that change is on the page.
 */
export function useFocusAfterRender(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    target()?.focus();
  });
  return useCallback((target) => {
    pending.current = target;
  }, []);
}
