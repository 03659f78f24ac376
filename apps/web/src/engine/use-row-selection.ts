import { useState } from 'react';
import type { RowSelection } from '../ui/data-table.tsx';

/** Rows chosen for an action on many, kept across pages; each the shown page's fresh copy, so the actions offered follow its state. */
export function useRowSelection<T extends { _id: string }>(shown: readonly T[]) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, T>>(new Map());
  const rows = [...chosen.values()].map((row) => shown.find((fresh) => fresh._id === row._id) ?? row);
  const selection: Omit<RowSelection<T>, 'rowLabel'> = {
    selected: new Set(chosen.keys()),
    onChange: (changed, checked) => {
      const next = new Map(chosen);
      for (const row of changed) {
        if (checked) next.set(row._id, row);
        else next.delete(row._id);
      }
      setChosen(next);
    },
  };
  /** After a bulk answer for the rows `answered` picks (all by default): its refused rows stay chosen, the rest of them go. */
  const keepFailed = (failed: readonly string[], answered: (row: T) => boolean = () => true) =>
    setChosen(new Map(rows.filter((row) => !answered(row) || failed.includes(row._id)).map((row) => [row._id, row])));
  return { rows, selection, keepFailed };
}
