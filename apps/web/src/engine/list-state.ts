import type { CounterDef, Resource } from '@app/domain/core/define-resource';
import { availableColumns } from '@app/domain/core/saved-views';
import { dependentsOf } from '@app/domain/core/fields';
import { listQuerySchema, type ListQuery } from '@app/domain/core/page-query';
import type { ListFilters } from './resource-keys.ts';

type ListParam = 'page' | 'limit' | 'active' | 'search' | 'sort' | 'createdFrom';
const LIST_PARAMS: readonly ListParam[] = ['page', 'limit', 'active', 'search', 'sort', 'createdFrom'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list state lives in the URL, read through the same schema the server validates it with. */
export function parseListQuery(schema: ReturnType<typeof listQuerySchema>, params: URLSearchParams): ListQuery {
  const raw = Object.fromEntries(LIST_PARAMS.flatMap((key) => (params.has(key) ? [[key, params.get(key)]] : [])));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // One bad parameter (typed by hand) is dropped, not the whole list state.
  const good = Object.fromEntries(Object.entries(raw).filter(([key, value]) => schema.shape[key as ListParam].safeParse(value).success));
  return schema.safeParse(good).data ?? schema.parse({});
}

/** Whether one filter value is one the field could hold (a value it never could is dropped rather than sent). */
function validValue(def: Resource, name: string, value: string): boolean {
  const field = def.fields[name];
  switch (field?.kind) {
    case 'select':
      return field.options.some((o) => o.value === value);
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'reference':
    case 'references':
      return UUID.test(value);
    default:
      return value !== '';
  }
}

/** The definition's own filters present in the URL (`?gta=<id>`, `?area=<a>,<b>`), each kept as its text. */
export function parseFilters(def: Resource, params: URLSearchParams): ListFilters {
  const filters: Record<string, string> = {};
  for (const { param, field } of def.filterParams) {
    const values = (params.get(param) ?? '').split(',').filter((v) => validValue(def, field, v));
    if (values.length > 0) filters[param] = values.join(',');
  }
  return filters;
}

/** The query parameter that filters a field, when the definition has one. */
export const paramOf = (def: Resource, field: string) => def.filterParams.find((f) => f.field === field)?.param;

/** The fields some counter card sets (active, a status): picking a card sets them all, to its values or to none. */
export const counterKeys = (def: Resource) => [...new Set(def.counterDefs.flatMap((c) => Object.keys(c.where)))];

function currentValue(def: Resource, key: string, query: ListQuery, filters: ListFilters): string | undefined {
  if (key === 'active') return query.active === undefined ? undefined : String(query.active);
  const param = paramOf(def, key);
  return param ? filters[param] : undefined;
}

/** The counter card whose filter the list shows now; none when the list is filtered otherwise. */
export function currentCounter(def: Resource, query: ListQuery, filters: ListFilters): CounterDef | undefined {
  const keys = counterKeys(def);
  return def.counterDefs.find((c) =>
    keys.every((k) => currentValue(def, k, query, filters) === (k in c.where ? String(c.where[k]) : undefined)),
  );
}

export function counterPatch(def: Resource, counter: CounterDef): Record<string, string | undefined> {
  return Object.fromEntries(
    counterKeys(def).map((k) => [k === 'active' ? 'active' : (paramOf(def, k) ?? k), k in counter.where ? String(counter.where[k]) : undefined]),
  );
}

/** The list's filters the counters count under: every filter but the ones a counter card sets. */
export function totalsFilters(def: Resource, filters: ListFilters): ListFilters {
  const set = new Set(counterKeys(def).map((k) => paramOf(def, k)));
  return Object.fromEntries(Object.entries(filters).filter(([param]) => !set.has(param)));
}

/** A filter changed: the filters that depend on it (a work axis on its GTA) start over. */
export function dependentParams(def: Resource, param: string): string[] {
  const field = def.filterParams.find((f) => f.param === param)?.field;
  if (!field) return [];
  return dependentsOf(def.fields, field).flatMap((name) => paramOf(def, name) ?? []);
}

/** The columns the URL chooses (`?columns=name,status`), in its order; the definition's own when it chooses none it has. */
export function parseColumns(def: Resource, params: URLSearchParams): readonly string[] {
  const allowed = new Set(availableColumns(def));
  const chosen = [...new Set((params.get('columns') ?? '').split(',').filter((c) => allowed.has(c)))];
  return chosen.length > 0 ? chosen : def.columns;
}

/** The list as a view keeps it: every parameter of the URL but the page and the columns, kept apart. */
export function viewQuery(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...params].filter(([key]) => key !== 'page' && key !== 'columns'));
}

/** The URL of a view: its query and, unless they are the definition's own, its columns. */
export function viewParams(def: Resource, query: Readonly<Record<string, string>>, columns: readonly string[]): URLSearchParams {
  const params = new URLSearchParams(query);
  if (columns.length > 0 && columns.join(',') !== def.columns.join(',')) params.set('columns', columns.join(','));
  return params;
}

/** The same list: the same parameters whatever their order, the page aside. */
export function sameList(a: URLSearchParams, b: URLSearchParams): boolean {
  const text = (p: URLSearchParams) => JSON.stringify([...p].filter(([key]) => key !== 'page').sort(([x], [y]) => x.localeCompare(y)));
  return text(a) === text(b);
}

/** One column moved one place up (-1) or down (+1) among the chosen ones. */
export function moveColumn(columns: readonly string[], column: string, by: -1 | 1): string[] {
  const from = columns.indexOf(column);
  const to = from + by;
  if (from < 0 || to < 0 || to >= columns.length) return [...columns];
  const next = [...columns];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
