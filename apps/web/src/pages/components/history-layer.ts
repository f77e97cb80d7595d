import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface LayerMark {
  id: string;
  /** Did opening add a history entry (to go back from), or replace the one it was opened on? */
  pushed: boolean;
}

const MARK = 'historyLayer';

/**
 * A layer over the page (the booking dialog) that owns a step of the browser history, so that
 * Back closes the layer, the innermost thing on screen, and leaves the page under it as it was
 * (the search, its address and its results). Opening adds an entry at the same address marked
 * with this layer's id in its history state; the layer is open exactly while that entry is the
 * current one. Closing from the layer itself (its close button, Esc, after sending) goes back
 * over that entry, so no extra step is left in the history.
 */
export function useHistoryLayer() {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const state: Record<string, unknown> = location.state !== null && typeof location.state === 'object' ? (location.state as Record<string, unknown>) : {};
  const mark = state[MARK] as LayerMark | undefined;
  const mine = mark?.id === id ? mark : undefined;
  const { [MARK]: _mark, ...rest } = state;
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  return {
    isOpen: mine !== undefined,
    /**
     * Opens the layer. `search` replaces the address's query as it opens (a deep link's
     * parameters, spent once read): that entry is replaced, there is nothing to go back to.
     */
    open: (opts: { search?: string } = {}) => {
      const replacing = opts.search !== undefined;
      const pushed = replacing ? false : (mine?.pushed ?? true);
      navigate(replacing ? { ...here, search: opts.search } : here, {
        // Already open (an entry kept across a reload): reuse it rather than stack another.
        replace: replacing || mine !== undefined,
        state: { ...rest, [MARK]: { id, pushed } satisfies LayerMark },
      });
    },
    close: () => {
      if (!mine) return;
      if (mine.pushed) void navigate(-1);
      else void navigate(here, { replace: true, state: rest });
    },
  };
}
