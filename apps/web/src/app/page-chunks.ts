export const listPage = () => import('../engine/list-page.tsx');
export const detailPage = () => import('../engine/detail-page.tsx');
export const formPage = () => import('../engine/form-page.tsx');

const OWN_PAGES = new Set(['home', 'dashboard', 'configuration', 'notifications', 'activity']);

/** Starts fetching the generic page a path most likely shows (a list, a record, a form) while the routes themselves are still on their way, so the page does not wait for them first: `/sectors`, `/sectors/<id>`, `/sectors/create`. */
export function preloadPageFor(path: string): void {
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (segments.length === 1 && !OWN_PAGES.has(last ?? '')) void listPage();
  else if (last === 'create' || last === 'edit') void formPage();
  else if (segments.length === 2) void detailPage();
}
