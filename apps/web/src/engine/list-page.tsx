import type { Resource, ViewDef } from '@app/domain/core/define-resource';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAllows } from '../session/use-can.ts';
import { CounterCards } from './counter-cards.tsx';
import { ListFilters } from './list-filters.tsx';
import { PageHeader } from './page-header.tsx';
import { ResourceTable } from './resource-table.tsx';
import { SearchBox } from './search-box.tsx';
import { useResourceList } from './use-resource-list.ts';

interface ListPageProps {
  def: Resource;
  view: ViewDef;
  /** A module's own panel under the table (the GTA list's guide downloads), given by its route. */
  footer?: ReactNode;
  /** A module's own buttons beside Agregar (a practice map), given by its route. */
  actions?: ReactNode;
}

/** A view's list as a table: counters, search, the view's filters and the definition's columns. */
export function ListPage({ def, view, footer, actions }: ListPageProps) {
  const { t } = useTranslation();
  const allows = useAllows();
  const list = useResourceList(def);
  const canCreate = def.operations.create && allows(def.access.create);

  return (
    <>
      <PageHeader
        title={view.label}
        actions={
          (actions || canCreate) && (
            <>
              {actions && <Suspense fallback={null}>{actions}</Suspense>}
              {canCreate && (
                <Button component={Link} to={`${def.route}/create`} variant="contained" startIcon={<AddIcon />}>
                  {t('crud.add')}
                </Button>
              )}
            </>
          )
        }
      />
      <CounterCards counters={def.counterDefs} totals={list.totals} capped={list.totalsCapped} current={list.counter} onSelect={list.setCounter} />
      <Paper variant="outlined">
        <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 260px', maxWidth: 360 }}>
            <SearchBox value={list.query.search ?? ''} onChange={list.setSearch} />
          </Box>
          <ListFilters list={list} view={view} />
        </Stack>
        <ResourceTable list={list} route={view.route} />
      </Paper>
      {footer && <Suspense fallback={null}>{footer}</Suspense>}
    </>
  );
}
