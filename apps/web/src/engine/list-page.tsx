import type { Resource, ViewDef } from '@app/domain/core/define-resource';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../lib/format-date.ts';
import type { QueryValue } from '../lib/query-string.ts';
import { useAllows } from '../session/use-can.ts';
import { BulkActions, useMayBulk } from './bulk-actions.tsx';
import { ColumnMenu } from './column-menu.tsx';
import { CounterCards } from './counter-cards.tsx';
import { ExportMenu } from './export-menu.tsx';
import { FoldingFilters } from './folding-filters.tsx';
import { PageHeader } from './page-header.tsx';
import { ResourceTable } from './resource-table.tsx';
import { SavedViews } from './saved-views.tsx';
import { SearchBox } from './search-box.tsx';
import { useResourceList } from './use-resource-list.ts';
import { useRowSelection } from './use-row-selection.ts';

interface ListPageProps {
  def: Resource;
  view: ViewDef;
  /** A module's own panel under the table (the GTA list's guide downloads), given by its route. */
  footer?: ReactNode;
  /** A module's own buttons beside Agregar (a practice map), given by its route. */
  actions?: ReactNode;
  /** False: no Agregar on this list though the create page exists. */
  addButton?: boolean;
}

/** A view's list as a table: saved views, counters, search, the view's filters, the chosen columns, Exportar, and a selection for actions on many. */
export function ListPage({ def, view, footer, actions, addButton = true }: ListPageProps) {
  const { t } = useTranslation();
  const list = useResourceList(def);
  const { page: _page, limit: _limit, ...query } = list.query;
  const params = { ...list.filters, ...query };
  const mayBulk = useMayBulk(def);
  const chosen = useRowSelection(list.rows);

  return (
    <>
      <ListHeader def={def} title={view.label} actions={actions} addButton={addButton} params={params} />
      <CounterCards counters={def.counterDefs} totals={list.totals} capped={list.totalsCapped} current={list.counter} onSelect={list.setCounter} />
      <Paper variant="outlined">
        <SavedViews list={list} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 260px', maxWidth: 360 }}>
            <SearchBox value={list.query.search ?? ''} onChange={list.setSearch} />
          </Box>
          <FoldingFilters list={list} view={view} />
          <ColumnMenu list={list} />
          {list.query.createdFrom && (
            // A dashboard link's "last 30 days": said on the list, and removable.
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Chip color="primary" variant="outlined" label={t('crud.createdFrom', { date: formatDate(list.query.createdFrom) })} />
              <IconButton size="small" aria-label={t('crud.clearCreatedFrom')} onClick={list.clearCreatedFrom}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          )}
        </Stack>
        {mayBulk && chosen.rows.length > 0 && (
          <Box sx={{ px: 2, pb: 1 }}>
            <BulkActions def={def} rows={chosen.rows} onDone={chosen.keepFailed} />
          </Box>
        )}
        <ResourceTable list={list} route={view.route} selection={mayBulk ? chosen.selection : undefined} />
      </Paper>
      {footer && <Suspense fallback={null}>{footer}</Suspense>}
    </>
  );
}

function ListHeader({
  def,
  title,
  actions,
  addButton,
  params,
}: {
  def: Resource;
  title: string;
  actions: ReactNode;
  addButton: boolean;
  params: Record<string, QueryValue>;
}) {
  const { t } = useTranslation();
  const allows = useAllows();
  const canCreate = addButton && def.operations.create && allows(def.access.create);
  return (
    <PageHeader
      title={title}
      actions={
        <>
          {actions && <Suspense fallback={null}>{actions}</Suspense>}
          <ExportMenu def={def} params={params} />
          {canCreate && (
            <Button component={Link} to={`${def.route}/create`} variant="contained" startIcon={<AddIcon />}>
              {t('crud.add')}
            </Button>
          )}
        </>
      }
    />
  );
}
