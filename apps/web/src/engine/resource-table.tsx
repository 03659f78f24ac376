import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '../ui/data-table.tsx';
import { ActiveChip } from './active-chip.tsx';
import { FieldValue } from './field-display.tsx';
import { fieldLabel } from './field-format.ts';
import type { ResourceRecord } from './resource-keys.ts';
import type { ResourceList } from './use-resource-list.ts';

const PAGE_SIZES = [10, 25, 50, 100];

function sortState(sort: string): { field: string; direction: 'asc' | 'desc' } {
  return sort.startsWith('-') ? { field: sort.slice(1), direction: 'desc' } : { field: sort, direction: 'asc' };
}

/** The definition's columns over the list's rows; a row opens the record under this list's route. */
export function ResourceTable({ list, route }: { list: ResourceList; route: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { def } = list;
  const sort = sortState(list.query.sort);
  const columns: DataColumn<ResourceRecord>[] = def.columns.map((column) => ({
    key: column,
    label: fieldLabel(def, column, t),
    sortable: def.sortable.includes(column),
    cell: (row) =>
      column === 'active' ? <ActiveChip active={row.active} /> : <FieldValue def={def} name={column} value={row[column]} variant="list" />,
  }));
  return (
    <DataTable
      label={def.label.plural}
      columns={columns}
      rows={list.rows}
      total={list.totalDocs}
      totalCapped={list.totalCapped}
      hasNext={list.hasNext}
      page={list.query.page}
      limit={list.query.limit}
      pageSizes={PAGE_SIZES}
      loading={list.isLoading}
      fetching={list.isFetching}
      sort={sort}
      onSort={(field) => list.setSort(sort.field === field && sort.direction === 'asc' ? `-${field}` : field)}
      onPage={list.setPage}
      onLimit={list.setLimit}
      onOpen={(row) => navigate(`${route}/${encodeURIComponent(row._id)}`)}
    />
  );
}
