import { useCallback, useState, type ComponentProps } from 'react';
import { cn } from './lib/cn';

/**
 * A polite status region screen readers read out when its text changes (step changes, the errors a
 * button found). Render it from the start, empty: a region that appears with its text is often
 * not read.
 */
export function LiveRegion({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="live-region" role="status" aria-live="polite" aria-atomic="true" className={cn('sr-only', className)} {...props} />;
}

/**
 * The text of a LiveRegion, the function that announces a new one, and the one that empties it
 * (a form starting over must not leave the old step's words in the region). The same text
 * announced twice in a row (Next pressed again with the same errors) is read again: it alternates
 * a trailing no-break space, which changes the region without changing what is heard.
 */
export function useAnnouncement(): [text: string, announce: (text: string) => void, clear: () => void] {
  const [state, setState] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => setState((s) => ({ text, count: s.count + 1 })), []);
  const clear = useCallback(() => setState({ text: '', count: 0 }), []);
  return [state.count % 2 === 0 ? state.text : `${state.text}\u00a0`, announce, clear];
}
