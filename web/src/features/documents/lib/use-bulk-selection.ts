import { useCallback, useState } from 'react';

/** Delete Multiple mode: on/off and the ticked ids. Leaving the mode clears the ticks (spec-core §4). */
export function useBulkSelection() {
  const [active, setActive] = useState(false);
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());

  const start = useCallback(() => setActive(true), []);
  const stop = useCallback(() => {
    setActive(false);
    setIds(new Set());
  }, []);
  const toggle = useCallback((id: string, checked: boolean) => {
    setIds((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  /** Select All toggles between every id and none. */
  const toggleAll = useCallback((allIds: string[]) => {
    setIds((prev) => (allIds.length > 0 && allIds.every((id) => prev.has(id)) ? new Set() : new Set(allIds)));
  }, []);

  return { active, ids, start, stop, toggle, toggleAll };
}
