import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

// Same store as shadcn/ui's use-toast, with our numbers: one toast at a time, shown 5 s (errors 4 s).
/** At most one toast is shown; a new one replaces the current one. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the store this long (ms) so its exit animation can finish. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Default lifetimes (ms): errors 4 s, everything else 5 s, unless the caller passes `duration`. */
export const TOAST_DURATION = 5000;
export const ERROR_TOAST_DURATION = 4000;

export type ToastVariant = 'default' | 'destructive';
/** A `<ToastAction altText="...">` element. */
export type ToastActionElement = ReactElement;

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes; defaults by variant (see defaultToastDuration). */
  duration?: number;
  action?: ToastActionElement;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
  duration: number;
  onOpenChange: (open: boolean) => void;
}

export interface ToastState {
  toasts: ToasterToast[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Lifetime of a toast of this variant when the caller gives none. */
export function defaultToastDuration(variant: ToastVariant | undefined): number {
  return variant === 'destructive' ? ERROR_TOAST_DURATION : TOAST_DURATION;
}

/** Pure state transition; removal timers are scheduled by dispatch, not here. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

let memoryState: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

function scheduleRemoval(toastId: string) {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(toastId, timer);
}

/** Applies an action to the module-level store and notifies subscribers. */
export function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

/** Store subscription for useSyncExternalStore (exported for tests). */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToastState(): ToastState {
  return memoryState;
}

/**
 * Shows a toast from anywhere (no hook needed). Returns its id and functions to dismiss or
 * update it. Example: `toast({ title: 'Login failed', description: msg, variant: 'destructive' })`.
 */
export function toast({ duration, ...options }: ToastOptions) {
  const id = genId();
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  const update = (next: Partial<ToastOptions>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...options,
      id,
      open: true,
      duration: duration ?? defaultToastDuration(options.variant),
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

/** The current toasts plus `toast` and `dismiss(toastId?)` (all toasts when no id). */
export function useToast() {
  const state = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  };
}
