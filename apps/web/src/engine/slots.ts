import type { Operation, Resource, ViewDef } from '@app/domain/core/define-resource';
import type { ComponentType, ReactNode } from 'react';
import type { KindInputProps } from './fields/kind.ts';
import type { FormValues } from './fields/kind.ts';
import type { ResourceRecord } from './resource-keys.ts';

/** Who looks at a record: whether it is their own (an admin's record) and whether they came through Mi perfil. */
export interface RecordContext {
  record: ResourceRecord;
  own: boolean;
  profile: boolean;
}

export interface CreateExtraProps<V> {
  /** The form's values as they are now (an admin's role decides whether the matrix shows). */
  values: FormValues;
  value: V;
  onChange: (value: V) => void;
}

/** Something the create form shows and sends beyond the definition's fields (an admin's permission rows). */
export interface CreateExtra<V = unknown> {
  component: ComponentType<CreateExtraProps<V>>;
  initial: V;
  toBody: (value: V, values: FormValues) => Record<string, unknown>;
}

/** What a module adds to the generic pages, never a fork of them: panels, routes and rules that only it has. */
export interface ResourceSlots {
  listFooter?: ComponentType;
  /** The body of a view whose list is a card grid (`ViewDef.list: 'grid'`): filters and cards of its own. */
  gridView?: ComponentType<{ def: Resource; view: ViewDef }>;
  /** A table view's whole list page when the module's differs from the generic one. */
  listView?: ComponentType<{ def: Resource; view: ViewDef }>;
  /** False: records are created elsewhere (a vote in its list's modal); `/create` leads to the list. */
  createPage?: false;
  /** False: the list offers no Agregar though `/create` exists. */
  addButton?: false;
  /** Cards of the detail before the definition's groups of fields (a card's front and back faces). */
  detailCards?: ComponentType<{ def: Resource; record: ResourceRecord }>;
  /** Panels under the detail's information and history (a user's comments, an admin's permissions). */
  detailPanels?: ComponentType<{ record: ResourceRecord }>;
  /** What a module shows inside a named card of the detail, after its fields (a practice's map under "Dónde"). */
  groupExtras?: Readonly<Record<string, ComponentType<{ def: Resource; record: ResourceRecord }>>>;
  /** Named groups of the detail that take the page's width, their extra beside their fields (a practice's map). */
  wideGroups?: readonly string[];
  /** Buttons of the list's header beside Agregar (a link to a map of the records). */
  listActions?: ComponentType<{ def: Resource }>;
  /** A field's input when its kind's does not fit (an address looked up and placed on a map). */
  inputs?: Readonly<Record<string, ComponentType<KindInputProps>>>;
  /** Whether Editar shows on this record, beyond the update permission (not on your own admin record). */
  canEdit?: (context: RecordContext) => boolean;
  /** A message that refuses an action before its reason is asked ('No puedes desactivar tu propio usuario.'). */
  refuseAction?: (context: RecordContext, action: string) => string | undefined;
  /** Where to go after an action instead of the first view's list (a comment: its author's page). */
  afterAction?: (record: ResourceRecord, action: string) => string | undefined;
  /** Whether saving this edit ends the session (your own admin record): the admin returns to `/`. */
  signOutAfterEdit?: (context: RecordContext) => boolean;
  createExtra?: CreateExtra;
  /** Pages of the module beyond list / detail / create / edit (an admin's permission page), under its route. */
  pages?: readonly ExtraPage[];
}

export interface ExtraPage {
  /** Under the module's route (`:id/permission`), or the app's own path when it starts with `/` (`/priorization/:id`). */
  path: string;
  /** The operation of the definition whose permission the page needs (`update`: an admin's permission page). */
  operation: Operation;
  element: ReactNode;
  /** What the breadcrumb calls it: a page of a record, or a name of its own. */
  crumb: 'detail' | 'edit' | { label: string };
}

/** Types one module's create extra for the slot table, which holds them all. */
export function createExtra<V>(extra: CreateExtra<V>): CreateExtra {
  return extra as unknown as CreateExtra;
}
