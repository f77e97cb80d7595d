import { useEffect, useRef } from 'react';

/**
 * Where focus goes when a dialog, alert dialog or sheet closes: back to the control that opened
 * it. Radix does that only for its own Trigger; our dialogs open from state (Book Now, Edit,
 * Details, a menu item), so without this focus fell to the page body and a keyboard user started
 * again from the top of the page.
 */

// The elements that last received focus, newest last. When the opener itself is gone by the time
// the dialog opens (a menu item: its menu closed as the dialog opened), the newest one still on
// the page takes its place (the menu's button).
const HISTORY = 8;
const recent: HTMLElement[] = [];
let listening = false;

function remember(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const at = recent.indexOf(target);
  if (at !== -1) recent.splice(at, 1);
  recent.push(target);
  if (recent.length > HISTORY) recent.shift();
}

function listen() {
  if (listening || typeof document === 'undefined') return;
  document.addEventListener('focusin', remember, true);
  listening = true;
}

/** A control that can take focus again: still on the page, shown, enabled and not made inert. */
function canTakeFocus(el: HTMLElement): boolean {
  if (!el.isConnected || el === document.body) return false;
  if (el.closest('[inert],[aria-hidden="true"]')) return false;
  if ('disabled' in el && (el as HTMLButtonElement).disabled) return false;
  return el.getClientRects().length > 0;
}

export interface AutoFocusHandlers {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/**
 * Wraps a Radix content's onOpenAutoFocus and onCloseAutoFocus: on opening it notes the focused
 * control (and the recent ones), on closing it focuses the first of them still usable. A handler
 * passed by the caller runs first and may call preventDefault to place focus itself.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const candidates = useRef<HTMLElement[]>([]);
  useEffect(listen, []);
  return {
    onOpenAutoFocus(event) {
      const active = document.activeElement;
      const before = [...recent].reverse();
      candidates.current = active instanceof HTMLElement && active !== document.body ? [active, ...before] : before;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      // Scheduled by Radix after the content has gone, so the page is no longer hidden from focus.
      const target = candidates.current.find(canTakeFocus);
      candidates.current = [];
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
