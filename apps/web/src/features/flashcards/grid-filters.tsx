import type { ViewDef } from '@app/domain/core/define-resource';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilters, ListFilters, type FilterState } from '../../engine/list-filters.tsx';
import { SearchBox } from '../../engine/search-box.tsx';

interface GridFiltersProps {
  list: FilterState;
  view: ViewDef;
  search: string;
  onSearch: (value: string) => void;
}

/** The grid's search and filters; on a phone the filters fold behind «Filtros (n)» so the first card shows at once. */
export function GridFilters({ list, view, search, onSearch }: GridFiltersProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const panel = useId();
  const count = activeFilters(list);
  return (
    <Paper variant="outlined" component="search" aria-label={t('flashcards.filters')} sx={{ mb: 2.5 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px', maxWidth: 360 }}>
          <SearchBox value={search} onChange={onSearch} />
        </Box>
        {phone ? (
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
        ) : (
          <ListFilters list={list} view={view} />
        )}
      </Stack>
    </Paper>
  );
}
