import type { Operation, Resource, ViewDef } from '@app/domain/core/define-resource';
import { allows, type Requirement } from '@app/domain/core/permissions';
import { resources } from '@app/domain/resources/registry';
import { fileUrl, IMAGE_SIZE, imageVariant } from '@app/domain/core/files';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RequirePermission } from '../engine/require-permission.tsx';
import { listQueries } from '../engine/use-resource-list.ts';
import { isRecordId, recordQuery } from '../engine/use-resource-record.ts';
import { sessionStore } from '../session/session-store.ts';
import { CreatePage, DetailPage, EditPage, ListPage } from './lazy-pages.ts';
import { RESOURCE_SLOTS } from './modules.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { queryClient } from './query-client.ts';
import type { RouteHandle } from './route-handle.ts';

/** A loader that fetches the page's first queries with its route, alongside the page's code, when the page will show (RequirePermission's check): the page's first render has them (`staleTime`) and happens in the router's transition. */
function asksFirst(
  requires: Requirement,
  ask: (args: LoaderFunctionArgs) => Promise<void>,
  own = false,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: async (args) => {
      const user = sessionStore.get()?.user;
      if (user && (allows(user, requires) || (own && args.params.id === user._id))) await ask(args);
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
  };
}

const sectionOf = (view: Pick<ViewDef, 'route' | 'label'>): RouteHandle['section'] => ({ label: view.label, to: view.route });

/** Each view's list and detail (a card's table at /formCards and its grid at /flashcards), create and edit under the definition's route, and a module's extra pages; each guarded like the button that leads to it. */
function routesFor(def: Resource): RouteObject[] {
  const slots = RESOURCE_SLOTS[def.module] ?? {};
  const Footer = slots.listFooter;
  const Actions = slots.listActions;
  const Grid = slots.gridView;
  const List = slots.listView;
  const route = (
    view: Pick<ViewDef, 'route' | 'label'>,
    path: string,
    requires: Requirement,
    page: ReactNode,
    kind?: RouteHandle['page'] | { label: string },
    own = false,
  ): RouteObject => ({
    path: `${view.route.replace(/^\//, '')}${path}`,
    handle: {
      // A new or edited record belongs to the module's first list (a card's table), not to the view its path sits under.
      section: kind === 'create' || kind === 'edit' ? sectionOf(def.viewDefs[0]!) : sectionOf(view),
      ...(typeof kind === 'object' ? { label: kind.label } : { page: kind }),
    } satisfies RouteHandle,
    element: (
      // Keyed by route so that moving between two lists of the same component starts fresh.
      <RequirePermission key={view.route} requires={requires} list={def.viewDefs[0]!.route} own={own}>
        {page}
      </RequirePermission>
    ),
  });
  const main = def.viewDefs.find((v) => v.route === def.route) ?? def.viewDefs[0]!;
  const listOf = (view: ViewDef): ReactNode => {
    if (view.list === 'grid' && Grid) return <Grid def={def} view={view} />;
    if (view.list === 'table' && List) return <List def={def} view={view} />;
    return (
      <ListPage def={def} view={view} footer={Footer && <Footer />} actions={Actions && <Actions def={def} />} addButton={slots.addButton !== false} />
    );
  };
  const at = (operation: Operation) => def.access[operation];
  // Everyone reaches their own admin record however they came, as the server allows.
  const self = def.selfRecord === true;
  const listAsks = (view: ViewDef) =>
    (view.list === 'grid' && Grid) || (view.list === 'table' && List)
      ? {}
      : asksFirst(view.requires, async ({ request }) => {
          const { page, totals } = listQueries(def, new URL(request.url).searchParams);
          // `prefetchQuery` never throws: a failure is the page's to show, as when it asks itself.
          await Promise.all([queryClient.prefetchQuery(page), queryClient.prefetchQuery(totals)]);
        });
  return [
    ...def.viewDefs.flatMap((view) => [
      { ...route(view, '', view.requires, listOf(view)), ...listAsks(view) },
      {
        ...route(view, '/:id', at('get'), <DetailPage def={def} slots={slots} />, 'detail', self),
        ...asksFirst(
          at('get'),
          async ({ params: { id = '' } }) => {
            if (!isRecordId(id)) return;
            const record = recordQuery(def, id);
            await queryClient.prefetchQuery(record);
            // The record's picture is often the page's largest element: it starts now, not once the page has drawn.
            const image = def.imageField && fileUrl(queryClient.getQueryData(record.queryKey)?.[def.imageField]);
            if (image) preload(imageVariant(image, IMAGE_SIZE.detail), { as: 'image' });
          },
          self,
        ),
      },
    ]),
    ...(def.operations.create
      ? [route(main, '/create', at('create'), slots.createPage === false ? <Navigate to={main.route} replace /> : <CreatePage def={def} slots={slots} />, 'create')]
      : // No create here (users, comments): `/create` is no record's id, it is a page that does not exist.
        def.viewDefs.map((view) => ({ path: `${view.route.replace(/^\//, '')}/create`, element: <NotFoundPage /> }))),
    ...(def.operations.update ? [route(main, '/:id/edit', at('update'), <EditPage def={def} slots={slots} />, 'edit', self)] : []),
    ...(slots.pages ?? []).map((page) =>
      page.path.startsWith('/')
        ? { ...route(main, '', at(page.operation), page.element, page.crumb), path: page.path }
        : route(main, `/${page.path}`, at(page.operation), page.element, page.crumb),
    ),
  ];
}

/** Every registry resource's pages: routes are never declared by hand per module. */
export const resourceRoutes: RouteObject[] = resources.flatMap(routesFor);
