import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../engine/page-header.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { DateProvider } from '../../ui/date-provider.tsx';
import { activityColumns } from './activity-columns.tsx';
import { ActivityFilterBar, DAY, day } from './activity-filters.tsx';
import { useActivity } from './use-activity.ts';

const PAGE_SIZES = [10, 25, 50, 100] as const;

/** `/activity`, for super users: the audit log — every change of every module, newest first, filtered by module, action, author and dates. */
export function ActivityPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = {
    module: params.get('modulo') ?? undefined,
    cause: params.get('accion') ?? undefined,
    author: params.get('autor') ?? undefined,
    from: day(params.get('desde'))?.format(DAY),
    to: day(params.get('hasta'))?.format(DAY),
    page: Math.max(1, Number(params.get('pagina')) || 1),
    limit: PAGE_SIZES.includes(Number(params.get('limite')) as (typeof PAGE_SIZES)[number]) ? Number(params.get('limite')) : 25,
  };
  const activity = useActivity(filters);
  const badRange = filters.from !== undefined && filters.to !== undefined && filters.to < filters.from;

  const set = (patch: Record<string, string | undefined>, keepPage = false) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!keepPage) next.delete('pagina');
      return next;
    });

  const columns = activityColumns(t);

  return (
    <DateProvider>
      <PageHeader title={t('activity.title')} subtitle={t('activity.subtitle')} />
      <ActivityFilterBar filters={filters} badRange={badRange} set={set} onClear={() => setParams(new URLSearchParams())} />
      <DataTable
        label={t('activity.title')}
        columns={columns}
        rows={badRange ? [] : (activity.data?.docs ?? [])}
        total={badRange ? 0 : (activity.data?.totalDocs ?? 0)}
        page={filters.page}
        limit={filters.limit}
        pageSizes={PAGE_SIZES}
        loading={activity.isPending}
        fetching={activity.isFetching && !activity.isPending}
        empty={t('activity.empty')}
        onPage={(page) => set({ pagina: String(page) }, true)}
        onLimit={(limit) => set({ limite: String(limit) })}
      />
    </DateProvider>
  );
}
