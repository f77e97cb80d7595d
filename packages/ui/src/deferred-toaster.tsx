import { useEffect, useState, type ComponentType } from 'react';
import { getToastState, subscribeToToasts } from './use-toast';

/** Radix's default viewport hotkey (ToastViewport `hotkey`), the one F8 in its label names. */
const HOTKEY = 'F8';

/**
 * <Toaster /> that downloads the Radix toast code on first use instead of with the first page:
 * when the first `toast()` is raised, or when the visitor presses F8 to reach the notification
 * region. That first F8 press is handed to Radix again once the region is mounted, so Radix itself
 * moves focus there, as it does for every later press. Toasts raised before the code arrives wait
 * in the store and show once it has. If the download fails, the next toast or F8 tries again.
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const [replayHotkey, setReplayHotkey] = useState(false);

  useEffect(() => {
    if (Toaster) return;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./toaster').then(
        (m) => setToaster(() => m.Toaster),
        () => (loading = false),
      );
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== HOTKEY || !event.isTrusted) return;
      setReplayHotkey(true);
      load();
    };
    if (getToastState().toasts.length > 0) load();
    const unsubscribe = subscribeToToasts(load);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      unsubscribe();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [Toaster]);

  useEffect(() => {
    if (!Toaster || !replayHotkey) return;
    setReplayHotkey(false);
    // Effects run children first: the viewport's own keydown listener is in place by now.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: HOTKEY, code: HOTKEY }));
  }, [Toaster, replayHotkey]);

  return Toaster ? <Toaster /> : null;
}
