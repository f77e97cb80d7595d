import { Button, Input, Label, SearchIcon } from '@app/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normalizeQuery } from '../lib/search-params';

export interface StationSearchBoxProps {
  /** The current search, shown in the box (e.g. from the URL). */
  initialQuery?: string;
  /** Called with the trimmed text; never called for a blank search. */
  onSearch: (query: string) => void;
  className?: string;
}

const SEARCH_BOX_ID = 'station-search';

/** Puts focus in the search box (Clear Search: the results that held the button are gone). */
export const focusStationSearch = () => document.getElementById(SEARCH_BOX_ID)?.focus();

/** The station search form: state, city, market, call letters or show name. */
export function StationSearchBox({ initialQuery = '', onSearch, className }: StationSearchBoxProps) {
  const [text, setText] = useState(initialQuery);
  useEffect(() => setText(initialQuery), [initialQuery]);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // On the prerendered landing page a visitor may type before the app takes the box over:
    // it starts from that text, not from the empty one it was rendered with.
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== initialQuery) setText(typed);
    // Only the text found when the box first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The field itself, not `text`: a search sent while React takes the page over is replayed
    // right after, before the typed text has reached the state.
    const q = normalizeQuery(inputRef.current?.value ?? text);
    if (q) onSearch(q);
  };

  return (
    <form role="search" onSubmit={submit} className={className}>
      <Label htmlFor={SEARCH_BOX_ID} className="sr-only">
        Search TV stations
      </Label>
      {/* The box's own ring is off (it sits flush in this panel), so the panel shows its focus. */}
      <div className="flex flex-col gap-2 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-primary sm:flex-row">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
          <Input
            ref={inputRef}
            id={SEARCH_BOX_ID}
            // Named like the ?q= the search puts in the address: submitted before the app has
            // taken over the prerendered page, the plain form asks for that address itself.
            name="q"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="City, state or station, e.g. Texas"
            className="h-12 border-0 pl-10 text-base shadow-none focus-visible:ring-0 focus-visible:ring-offset-0"
            autoComplete="off"
            maxLength={200}
          />
        </div>
        <Button type="submit" size="lg" className="h-12">
          Search
        </Button>
      </div>
    </form>
  );
}
