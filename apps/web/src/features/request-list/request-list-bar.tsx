import { Button } from '@app/ui';
import { MAX_STATIONS_PER_REQUEST, type PublicStation } from '@app/core';
import { useEffect, useRef, useState } from 'react';
import { useRequestList } from './request-list-store';

/**
 * The visitor's request list, docked at the bottom of every page while it holds stations: the
 * stations, a way to take one out, and one button that opens the booking dialog for all of them.
 */
export function RequestListBar({ onRequest }: { onRequest: (stations: PublicStation[]) => void }) {
  const { stations, remove, clear } = useRequestList();
  const [expanded, setExpanded] = useState(false);
  const bar = useKeepFocusAbove<HTMLElement>(stations.length > 0);
  if (!stations.length) return null;
  const n = stations.length;
  return (
    <section ref={bar} aria-label="Request list" className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-lg backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <button
            type="button"
            className="text-sm font-semibold text-slate-900 underline-offset-4 hover:underline"
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            {`Request list: ${n} ${n === 1 ? 'station' : 'stations'} (up to ${MAX_STATIONS_PER_REQUEST})`}
          </button>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={clear}>
              Clear list
            </Button>
            <Button size="sm" onClick={() => onRequest(stations)}>
              {n === 1 ? 'Request 1 station' : `Request ${n} stations`}
            </Button>
          </div>
        </div>
        {expanded ? (
          <ul className="flex flex-wrap gap-2">
            {stations.map((s) => (
              <li key={s.id} className="flex items-center gap-1 rounded-full border border-slate-200 py-1 pl-3 pr-1 text-sm">
                <span>{`${s.callLetters} · ${s.market}`}</span>
                <button
                  type="button"
                  aria-label={`Remove ${s.callLetters}`}
                  className="rounded-full px-2 text-slate-500 hover:bg-slate-100"
                  onClick={() => remove(s.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/**
 * While the docked bar shows, the page keeps its height free at the bottom when it scrolls a
 * focused control into view (scroll-padding), so tabbing never puts focus under the bar.
 */
function useKeepFocusAbove<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!shown || !node) return;
    const root = document.documentElement;
    const keep = () => root.style.setProperty('scroll-padding-bottom', `${node.offsetHeight + 8}px`);
    keep();
    const observer = new ResizeObserver(keep);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [shown]);
  return ref;
}
