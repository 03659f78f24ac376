import type { Resource } from '@app/domain/core/define-resource';
import type { FieldDef } from '@app/domain/core/fields';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DataTable, type DataColumn, type RowSelection } from '../ui/data-table.tsx';
import { ActiveChip } from './active-chip.tsx';
import { FieldValue } from './field-display.tsx';
import { fieldLabel, formatFieldValue, titleOf } from './field-format.ts';
import type { ResourceRecord } from './resource-keys.ts';
import { optionIcon } from './option-icons.ts';
import type { ResourceList } from './use-resource-list.ts';

const PAGE_SIZES = [10, 25, 50, 100];

/** Kinds whose values are short and must never be cut (a date, a picture, a number): their column fits them. */
const FIXED_KINDS: ReadonlySet<FieldDef['kind']> = new Set(['image', 'pdf', 'number', 'color', 'date', 'boolean']);

/** A select drawn as a chip or an icon (a state, a figure) is as short; one read as its label is text (a role). */
function fixedWidth(def: Resource, column: string): boolean {
  if (column === 'active' || column === 'createdAt' || column === 'updatedAt') return true;
  const field = def.fields[column];
  if (!field) return false;
  if (field.kind === 'select') return field.options.some((o) => o.tone !== undefined) || optionIcon(def, column, field.options[0]?.value) !== undefined;
  return FIXED_KINDS.has(field.kind);
}

function sortState(sort: string): { field: string; direction: 'asc' | 'desc' } {
  return sort.startsWith('-') ? { field: sort.slice(1), direction: 'desc' } : { field: sort, direction: 'asc' };
}

/** One of the definition's columns: its label, its cell by field kind, its width rule and its text for the hover. */
export function resourceColumn(def: Resource, column: string, t: TFunction): DataColumn<ResourceRecord> {
  const fixed = fixedWidth(def, column);
  // A person's name column reads their full name (the definition's title fields).
  const title = column === def.titleField && def.titleFields !== undefined;
  return {
    key: column,
    label: fieldLabel(def, column, t),
    sortable: def.sortable.includes(column),
    fit: fixed ? 'content' : 'text',
    text: (row) => (title ? titleOf(def, row, t) : formatFieldValue(def, column, row[column], t)),
    cell: (row) => {
      if (column === 'active') return <ActiveChip active={row.active} />;
      if (title) return titleOf(def, row, t);
      return <FieldValue def={def} name={column} value={row[column]} variant="list" />;
    },
  };
}

interface ResourceTableProps {
  list: ResourceList;
  route: string;
  /** The chosen rows, when the admin may act on many. */
  selection?: Omit<RowSelection<ResourceRecord>, 'rowLabel'>;
}

/** The chosen columns over the list's rows; a row (its name a link) opens the record under this list's route, which may return to this very list. */
export function ResourceTable({ list, route, selection }: ResourceTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { def } = list;
  const sort = sortState(list.query.sort);
  const columns = useMemo(() => list.columns.map((column) => resourceColumn(def, column, t)), [def, list.columns, t]);
  const rowState = { list: location.pathname + location.search };
  const rowPath = (row: ResourceRecord) => `${route}/${encodeURIComponent(row._id)}`;
  return (
    <DataTable
      label={def.label.plural}
      columns={columns}
      primary={def.titleField}
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
      // A click may come while a search the address bar already has is still being drawn: the way back is the address bar's.
      onOpen={(row) => navigate(rowPath(row), { state: { list: window.location.pathname + window.location.search } })}
      rowLink={(row) => ({ to: rowPath(row), state: rowState })}
      selection={selection && { ...selection, rowLabel: (row) => titleOf(def, row, t) }}
    />
  );
}
