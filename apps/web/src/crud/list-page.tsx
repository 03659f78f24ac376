import type { Resource } from '@app/domain/core/define-resource';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../session/use-can.ts';
import { CounterCards } from './counter-cards.tsx';
import { PageHeader } from './page-header.tsx';
import { ResourceTable } from './resource-table.tsx';
import { SearchBox } from './search-box.tsx';
import { useResourceList } from './use-resource-list.ts';

export function ListPage({ def }: { def: Resource }) {
  const { t } = useTranslation();
  const can = useCan();
  const list = useResourceList(def);
  const canCreate = def.operations.create && can(def.module, def.permissionFor.create);

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
        <Box sx={{ p: 2 }}>
          <SearchBox value={list.query.search ?? ''} onChange={list.setSearch} />
        </Box>
        <ResourceTable def={def} list={list} />
      </Paper>
    </>
  );
}
