// Which requests on the current page are ticked for "Approve selected". Selection is per page: ids
// that leave the page (approved, rejected, another page shown) drop out, so nothing unseen is approved.
import { useEffect, useState } from 'react';

export function useRequestSelection(visibleIds: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const visibleKey = visibleIds.join('\n');

  useEffect(() => {
    const visible = new Set(visibleKey ? visibleKey.split('\n') : []);
    setSelected((current) => {
      const kept = [...current].filter((id) => visible.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [visibleKey]);

  const allSelected = visibleIds.length > 0 && visibleIds.every((id) => selected.has(id));
  return {
    selected,
    ids: visibleIds.filter((id) => selected.has(id)),
    allSelected,
    someSelected: selected.size > 0 && !allSelected,
    toggle(id: string, on: boolean) {
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    toggleAll(on: boolean) {
      setSelected(on ? new Set(visibleIds) : new Set());
    },
    clear: () => setSelected(new Set()),
  };
}
