/** What a route tells the breadcrumb: its module section and which page of it this is. */
export interface RouteHandle {
  section: { label: string; to: string };
  page?: 'create' | 'detail' | 'edit';
  /** The current page's own name, for a module page that is none of those (a map of its records). */
  label?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'section' in value;
}
