import type { ViewDef } from '@app/domain/core/define-resource';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilters, ListFilters, shownFilters, type FilterState } from './list-filters.tsx';

/** A list's filters; on a phone they fold behind «Filtros (n)» so the first rows show at once. */
export function FoldingFilters({ list, view }: { list: FilterState; view?: Pick<ViewDef, 'filters'> }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (!phone) return <ListFilters list={list} view={view} />;
  if (shownFilters(list, view).length === 0) return null;
  const count = activeFilters(list);
  return (
    <>
      <Button variant="outlined" startIcon={<FilterListIcon />} aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
        {count > 0 ? t('dayLists.filtersActive', { count }) : t('dayLists.filters')}
      </Button>
      <Collapse in={open} id={panel} sx={{ width: '100%' }} unmountOnExit>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <ListFilters list={list} view={view} />
        </Stack>
      </Collapse>
    </>
  );
}
