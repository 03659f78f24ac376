import type { ViewDef } from '@app/domain/core/define-resource';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FoldingFilters } from '../../engine/folding-filters.tsx';
import type { FilterState } from '../../engine/list-filters.tsx';
import { SearchBox } from '../../engine/search-box.tsx';

interface GridFiltersProps {
  list: FilterState;
  view: ViewDef;
  search: string;
  onSearch: (value: string) => void;
}

/** The grid's search and filters (folded on a phone). */
export function GridFilters({ list, view, search, onSearch }: GridFiltersProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="search" aria-label={t('flashcards.filters')} sx={{ mb: 2.5 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px', maxWidth: 360 }}>
          <SearchBox value={search} onChange={onSearch} />
        </Box>
        <FoldingFilters list={list} view={view} />
      </Stack>
    </Paper>
  );
}
