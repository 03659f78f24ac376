import type { Page } from '@app/domain/core/page';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client.ts';
import { toQueryString, type QueryValue } from '../lib/query-string.ts';
import { DataTable, type DataColumn } from './data-table.tsx';

/** These tables (downloads, volunteers, a user's comments and cards) page by 10. */
const PAGE_SIZE = 10;

interface PagedPanelProps<T> {
  title: string;
  /** Under which query key the rows are cached: a write to that module refreshes them. */
  queryKey: readonly unknown[];
  path: string;
  params: Record<string, QueryValue>;
  /** Sent with POST when the route takes its filters in a body (`/comments-by-date`); GET without it. */
  body?: Record<string, unknown>;
  empty?: string;
  subtitle?: string;
  columns: readonly DataColumn<T>[];
  onOpen?: (row: T) => void;
}

/** A titled table with its own paging (a user's comments or saved cards, GTA downloads), 'Sin datos disponibles' when empty. */
export function PagedPanel<T extends { _id: string }>({ title, subtitle, queryKey, path, params, body, empty, columns, onOpen }: PagedPanelProps<T>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const query = useQuery<Page<T>>({
    queryKey: [...queryKey, params, body, page],
    queryFn: ({ signal }) =>
      api<Page<T>>(`${path}${toQueryString({ ...params, page, limit: PAGE_SIZE })}`, body ? { method: 'POST', body, signal } : { signal }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ mt: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, mt: -0.5, mb: 1 }}>
          {subtitle}
        </Typography>
      )}
      <DataTable
        label={title}
        columns={columns}
        rows={query.data?.docs ?? []}
        total={query.data?.totalDocs ?? 0}
        page={page}
        limit={PAGE_SIZE}
        loading={query.isPending}
        fetching={query.isFetching}
        empty={empty ?? t('common.noData')}
        onPage={setPage}
        onOpen={onOpen}
      />
    </Paper>
  );
}
