import { REVIEW_MODULES, type ReviewItem, type ReviewModule } from '@app/domain/core/review';
import { resourceByModule } from '@app/domain/resources/registry';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { BulkActions } from '../../engine/bulk-actions.tsx';
import { useRowSelection } from '../../engine/use-row-selection.ts';
import type { RowSelection } from '../../ui/data-table.tsx';

/** The queue's chosen items; one module's answer keeps its refused items and leaves the other module's choice as it was. */
export function useQueueSelection(docs: readonly ReviewItem[]) {
  const chosen = useRowSelection(docs);
  const selection: RowSelection<ReviewItem> = { ...chosen.selection, rowLabel: (row) => row.title };
  const keepFailed = (module: ReviewModule, failed: readonly string[]) => chosen.keepFailed(failed, (row) => row.module === module);
  return { rows: chosen.rows, selection, keepFailed };
}

interface QueueBulkActionsProps {
  rows: readonly ReviewItem[];
  onDone: (module: ReviewModule, failed: readonly string[]) => void;
}

/** A toolbar per module among the chosen items: each module has its own bulk route and its own rules. */
export function QueueBulkActions({ rows, onDone }: QueueBulkActionsProps) {
  const { t } = useTranslation();
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
          onDone={(failed) => onDone(module, failed)}
        />
      ))}
    </Stack>
  );
}
