import type { MenuGroup } from '@app/domain/core/define-resource';
import type { ModuleName } from '@app/domain/core/modules';
import { resources } from '@app/domain/resources/registry';

/** A module page the shell links to: sidebar item, home tile and breadcrumb section. */
export interface NavItem {
  module: ModuleName;
  path: string;
  label: string;
  group: MenuGroup;
  apiPath: string;
}

export const MENU_GROUPS: readonly MenuGroup[] = ['main', 'sumate', 'catalogos'];

/** Modules not built yet simply have no item. */
const SIDEBAR_ORDER: readonly ModuleName[] = [
  'admins',
  'users',
  'formCards',
  'flashcards',
  'priorizations',
  'contacts',
  'goodPractices',
  'business-join-types',
  'business-joinsub-types',
  'timeInitiatives',
  'axesGlobalPact',
  'business-types',
  'sectors',
  'companies',
  'gtas',
  'workAxes',
  'objectives',
  'climbs',
  'areas',
  'filters',
];

const rank = (item: NavItem) => {
  const index = SIDEBAR_ORDER.indexOf(item.module);
  return index < 0 ? SIDEBAR_ORDER.length : index;
};

export const NAV_ITEMS: readonly NavItem[] = resources
  // A module reached only from another's pages (a comment from its user) has no item.
  .filter((r) => r.inMenu !== false)
  // One item per list: a card's table (/formCards) and its grid (/flashcards) are two.
  .flatMap((r) => r.viewDefs.map((v) => ({ module: v.module, path: v.route, label: v.label, group: r.menu, apiPath: r.apiPath })))
  .sort((a, b) => rank(a) - rank(b));

export function navItemFor(module: ModuleName): NavItem | undefined {
  return NAV_ITEMS.find((item) => item.module === module);
}
