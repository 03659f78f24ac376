import type { Resource, ViewDef } from '@app/domain/core/define-resource';
import type { Page } from '@app/domain/core/page';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import AddIcon from '@mui/icons-material/Add';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { api } from '../../api/api-client.ts';
import { ExportMenu } from '../../engine/export-menu.tsx';
import { dependentParams, parseFilters } from '../../engine/list-state.ts';
import { PageHeader } from '../../engine/page-header.tsx';
import { toQueryString } from '../../lib/query-string.ts';
import { useAllows, useCan } from '../../session/use-can.ts';
import { CarouselSelection, CarouselToggle } from './carousel-selection.tsx';
import { FlashcardTile } from './flashcard-face.tsx';
import type { Flashcard } from './flashcard-types.ts';
import { GridFilters } from './grid-filters.tsx';

/** Cards per page of the grid; the next page is appended as the admin scrolls. */
const GRID_PAGE = 12;

/** `/flashcards`: the approved, active cards as a grid with their two faces, the filter form and infinite scroll; a filter change starts again from page 1. */
export function FlashcardGrid({ def, view }: { def: Resource; view: ViewDef }) {
  const { t } = useTranslation();
  const allows = useAllows();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => parseFilters(def, params), [def, params]);
  const search = params.get('search') ?? '';
  const [selecting, setSelecting] = useState(false);
  const query = { ...filters, search, active: 'true', status: String(FLASHCARD_STATUS.approved), limit: GRID_PAGE };

  const cards = useInfiniteQuery({
    queryKey: [def.apiPath, 'grid', query],
    queryFn: ({ pageParam, signal }) =>
      api<Page<Flashcard>>(`/${def.apiPath}${toQueryString({ ...query, page: pageParam })}`, { signal }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
  const rows = cards.data?.pages.flatMap((p) => p.docs) ?? [];
  const total = cards.data?.pages[0]?.totalDocs ?? 0;

  const setParam = (patch: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const filterState = {
    def,
    filters,
    setFilter: (param: string, value: string) =>
      setParam({ [param]: value, ...Object.fromEntries(dependentParams(def, param).map((p) => [p, ''])) }),
  };

  // Infinite scroll: the next page loads when the end of the grid comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = cards;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const canCarousel = can('carouselCards', 'create');

  return (
    <>
      <PageHeader
        title={view.label}
        subtitle={t('flashcards.gridSubtitle')}
        actions={
          <>
            <ExportMenu def={def} params={{ ...query, limit: undefined }} />
            {canCarousel && (
              <Button
                variant={selecting ? 'contained' : 'outlined'}
                startIcon={<ViewCarouselIcon />}
                aria-pressed={selecting}
                onClick={() => setSelecting((s) => !s)}
              >
                {selecting ? t('flashcards.exitSelection') : t('flashcards.selectionMode')}
              </Button>
            )}
            {def.operations.create && allows(def.access.create) && (
              <Button component={Link} to={`${def.route}/create`} variant="contained" startIcon={<AddIcon />}>
                {t('crud.add')}
              </Button>
            )}
          </>
        }
      />
      <GridFilters list={filterState} view={view} search={search} onSearch={(value) => setParam({ search: value.trim() })} />
      {selecting && <CarouselSelection />}
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
        {cards.isPending ? t('common.loading') : t('flashcards.count', { count: total })}
      </Typography>
      {cards.isPending ? (
        <Grid>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={280} />
          ))}
        </Grid>
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('flashcards.empty')}</Alert>
      ) : (
        <Grid>
          {rows.map((card) => (
            <FlashcardTile
              key={card._id}
              card={card}
              to={`${view.route}/${encodeURIComponent(card._id)}`}
              state={{ list: location.pathname + location.search }}
              selected={selecting && card.selected}
              extra={selecting ? <CarouselToggle card={card} /> : undefined}
            />
          ))}
        </Grid>
      )}
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        {cards.isFetchingNextPage && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={18} />
            <span>{t('flashcards.loadingMore')}</span>
          </Stack>
        )}
        {/* Scrolling loads the next page; the button does the same by keyboard. */}
        {hasNextPage && !cards.isFetchingNextPage && <Button onClick={() => void fetchNextPage()}>{t('flashcards.loadMore')}</Button>}
      </Box>
    </>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}>
      {children}
    </Box>
  );
}
