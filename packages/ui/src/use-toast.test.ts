import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch, getToastState, reducer, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToasterToast } from './use-toast';

const makeToast = (id: string): ToasterToast => ({ id, open: true, duration: 5000, onOpenChange: () => {} });

describe('toast reducer', () => {
  it('keeps at most one toast, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: makeToast('a') });
    state = reducer(state, { type: 'ADD_TOAST', toast: makeToast('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('dismissing closes without removing; removing drops it', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: makeToast('a') });
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: 'a' });
    expect(state.toasts).toEqual([]);
  });

  it('updates only the matching toast', () => {
    const state = reducer({ toasts: [makeToast('a')] }, { type: 'UPDATE_TOAST', toast: { id: 'a', title: 'New' } });
    expect(state.toasts[0]?.title).toBe('New');
    expect(reducer(state, { type: 'UPDATE_TOAST', toast: { id: 'x', title: 'Other' } }).toasts[0]?.title).toBe('New');
  });
});

describe('toast()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dispatch({ type: 'REMOVE_TOAST' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses 4 s for errors, 5 s otherwise, and the caller duration when given', () => {
    toast({ title: 'Saved' });
    expect(getToastState().toasts[0]?.duration).toBe(5000);
    toast({ title: 'Login failed', variant: 'destructive' });
    expect(getToastState().toasts[0]?.duration).toBe(4000);
    toast({ title: 'Account created', duration: 6000 });
    expect(getToastState().toasts[0]?.duration).toBe(6000);
    expect(getToastState().toasts).toHaveLength(1);
  });

  it('removes a dismissed toast after TOAST_REMOVE_DELAY', () => {
    const { id, dismiss } = toast({ title: 'Hello' });
    dismiss();
    expect(getToastState().toasts[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toEqual([]);
  });

  it('closing through Radix (onOpenChange false) dismisses it', () => {
    toast({ title: 'Hello' });
    getToastState().toasts[0]?.onOpenChange(false);
    expect(getToastState().toasts[0]?.open).toBe(false);
  });
});
