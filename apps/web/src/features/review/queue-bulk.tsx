import { REVIEW_MODULES, type ReviewItem, type ReviewModule } from '@app/domain/core/review';
import { resourceByModule } from '@app/domain/resources/registry';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActions } from '../../engine/bulk-actions.tsx';
import type { RowSelection } from '../../ui/data-table.tsx';
import { REVIEW_KEY } from './review-queue.ts';

/** The queue's chosen items, kept across pages; the shown page's fresh copy of each, so the actions offered follow its state. */
export function useQueueSelection(docs: readonly ReviewItem[]) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, ReviewItem>>(new Map());
  const rows = [...chosen.values()].map((row) => docs.find((fresh) => fresh._id === row._id) ?? row);
  const selection: RowSelection<ReviewItem> = {
    selected: new Set(chosen.keys()),
    rowLabel: (row) => row.title,
    onChange: (changed, checked) => {
      const next = new Map(chosen);
      for (const row of changed) {
        if (checked) next.set(row._id, row);
        else next.delete(row._id);
      }
      setChosen(next);
    },
  };
  // One module's answer: its refused items stay chosen, the other module's choice is left as it was.
  const keepFailed = (module: ReviewModule, failed: readonly string[]) =>
    setChosen(new Map(rows.filter((row) => row.module !== module || failed.includes(row._id)).map((row) => [row._id, row])));
  return { rows, selection, keepFailed };
}

interface QueueBulkActionsProps {
  rows: readonly ReviewItem[];
  onDone: (module: ReviewModule, failed: readonly string[]) => void;
}

/** A toolbar per module among the chosen items: each module has its own bulk route and its own rules. */
export function QueueBulkActions({ rows, onDone }: QueueBulkActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const modules = REVIEW_MODULES.filter((module) => rows.some((row) => row.module === module));
  if (modules.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ px: 2, pt: 2, pb: 1 }}>
      {modules.map((module) => (
        <BulkActions
          key={module}
          def={resourceByModule(module)!}
          title={t(`reviewDesk.modules.${module}`)}
          rows={rows.filter((row) => row.module === module)}
          onDone={(failed) => {
            void queryClient.invalidateQueries({ queryKey: REVIEW_KEY });
            onDone(module, failed);
          }}
        />
      ))}
    </Stack>
  );
}
