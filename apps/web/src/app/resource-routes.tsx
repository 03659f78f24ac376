import type { Resource } from '@app/domain/core/define-resource';
import type { Action } from '@app/domain/core/permissions';
import { resources } from '@app/domain/resources/registry';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../crud/require-permission.tsx';
import { CreatePage, DetailPage, EditPage, ListPage } from './lazy-pages.ts';
import { RESOURCE_SLOTS } from './resource-slots.tsx';
import type { RouteHandle } from './route-handle.ts';

/** list, create, detail and edit for one definition, each guarded like the button that leads to it. */
function routesFor(def: Resource): RouteObject[] {
  const base = def.route.replace(/^\//, '');
  const slots = RESOURCE_SLOTS[def.module] ?? {};
  const Footer = slots.listFooter;
  const route = (path: string, action: Action, page: ReactNode, kind?: RouteHandle['page']): RouteObject => ({
    path,
    handle: { section: { label: def.label.plural, to: def.route }, page: kind } satisfies RouteHandle,
    element: (
      // Keyed by module so that moving between two lists of the same component starts fresh.
      <RequirePermission key={def.module} module={def.accessModule} action={action} list={def.route}>
        {page}
      </RequirePermission>
    ),
  });

  return [
    route(base, def.permissionFor.list, <ListPage def={def} footer={Footer && <Footer />} />),
    route(`${base}/:id`, def.permissionFor.get, <DetailPage def={def} slots={slots} />, 'detail'),
    ...(def.operations.create
      ? [route(`${base}/create`, def.permissionFor.create, <CreatePage def={def} slots={slots} />, 'create')]
      : []),
    ...(def.operations.update
      ? [route(`${base}/:id/edit`, def.permissionFor.update, <EditPage def={def} slots={slots} />, 'edit')]
      : []),
    ...(slots.pages ?? []).map((page) => route(`${base}/${page.path}`, page.action, page.element, page.crumb)),
  ];
}

/** Every registry resource's pages: routes are never declared by hand per module. */
export const resourceRoutes: RouteObject[] = resources.flatMap(routesFor);
