import type { Resource } from '@app/domain/core/define-resource';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../session/use-can.ts';
import { CounterCards } from './counter-cards.tsx';
import { ListFilters } from './list-filters.tsx';
import { PageHeader } from './page-header.tsx';
import { ResourceTable } from './resource-table.tsx';
import { SearchBox } from './search-box.tsx';
import { useResourceList } from './use-resource-list.ts';

interface ListPageProps {
  def: Resource;
  /** A module's own panel under the table (the GTA list's guide downloads), given by its route. */
  footer?: ReactNode;
}

export function ListPage({ def, footer }: ListPageProps) {
  const { t } = useTranslation();
  const can = useCan();
  const list = useResourceList(def);
  const canCreate = def.operations.create && can(def.accessModule, def.permissionFor.create);

  return (
    <>
      <PageHeader
        title={def.label.plural}
        actions={
          canCreate && (
            <Button component={Link} to={`${def.route}/create`} variant="contained" startIcon={<AddIcon />}>
              {t('crud.add')}
            </Button>
          )
        }
      />
      <CounterCards totals={list.totals} active={list.query.active} onSelect={list.setActive} />
      <Paper variant="outlined">
        <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 260px', maxWidth: 360 }}>
            <SearchBox value={list.query.search ?? ''} onChange={list.setSearch} />
          </Box>
          <ListFilters def={def} list={list} />
        </Stack>
        <ResourceTable def={def} list={list} />
      </Paper>
      {footer && <Suspense fallback={null}>{footer}</Suspense>}
    </>
  );
}
