import { useState } from 'react';

/** Which request cards are ticked for a bulk action. */
export function useRequestSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clear = () => setSelected(new Set());
  const selectAll = (ids: readonly string[]) => setSelected(new Set(ids));
  return { selected, toggle, clear, selectAll };
}
