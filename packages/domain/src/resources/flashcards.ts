import { idOf } from '../core/actions.ts';
import { defineResource } from '../core/define-resource.ts';
import { can, type Actor, type Requirement } from '../core/permissions.ts';
import { SUPER_USER_ROLE } from '../core/roles.ts';
import { es } from '../messages/es.ts';

export const FLASHCARD_STATUS = { new: 0, sent: 1, approved: 2, rejected: 3 } as const;

export const FLASHCARD_STATES = [
  { value: '0', label: 'Nuevo', tone: 'default' },
  { value: '1', label: 'Enviado', tone: 'info' },
  { value: '2', label: 'Aprobado', tone: 'success' },
  { value: '3', label: 'Rechazado', tone: 'error' },
] as const;

export const IMPLEMENTATION_TIMES = ['Corto plazo', 'Mediano plazo', 'Largo plazo'].map((t) => ({ value: t, label: t }));

export const FLASHCARD_NUMBER_RANGE = { min: 180, max: 499 } as const;

/** The matrix disables writes on flashcards, so formCards' flags govern writing cards. */
export const READ_CARDS: Requirement = {
  anyOf: [
    { module: 'formCards', action: 'read' },
    { module: 'flashcards', action: 'read' },
  ],
};
const formCards = (action: 'create' | 'update' | 'destroy' | 'approve') => ({ module: 'formCards', action }) as const;
const carousel = { module: 'carouselCards', action: 'create' } as const;
const APPROVERS = [0, 1] as const;

/** A participant edits a card only before its review; others edit their own, those in review, or any with formCards' update flag. */
export function flashcardEditRefusal(actor: Actor, card: Readonly<Record<string, unknown>>): string | undefined {
  if (actor.role === SUPER_USER_ROLE) return undefined;
  const status = Number(card.status);
  if (actor.role === 2 && status === FLASHCARD_STATUS.sent) return es.editRules.cardInReview;
  if (actor.role === 2 && status === FLASHCARD_STATUS.approved) return es.editRules.cardApproved;
  if (actor.role === 2 && status === FLASHCARD_STATUS.rejected) return es.editRules.cardRejected;
  const may = idOf(card.createdBy) === actor.id || status === FLASHCARD_STATUS.sent || can(actor, 'formCards', 'update');
  return may ? undefined : es.editRules.cardNotYours;
}

const length = { required: 'Campo Requerido' } as const;

export const flashcards = defineResource({
  module: 'flashcards',
  access: {
    list: READ_CARDS,
    get: READ_CARDS,
    history: READ_CARDS,
    create: formCards('create'),
    // Who may save an edit is the record rule below.
    update: READ_CARDS,
    toggle: formCards('destroy'),
    delete: formCards('destroy'),
  },
  apiPath: 'flashcards',
  route: '/flashcards',
  label: { singular: 'Flashcard', plural: 'Flashcards', create: 'Flashcard Nueva' },
  menu: 'main',
  views: [
    { module: 'formCards', route: '/formCards', label: 'Flashcards', list: 'table', filters: ['gta', 'workAxis', 'status', 'businessType'] },
    {
      module: 'flashcards',
      route: '/flashcards',
      label: 'Galería de flashcards',
      list: 'grid',
      filters: ['gta', 'workAxis', 'businessType', 'climb', 'objective', 'implementationTime', 'area'],
    },
  ],
  fields: {
    number: { kind: 'number', label: 'Número', min: FLASHCARD_NUMBER_RANGE.min, max: FLASHCARD_NUMBER_RANGE.max, serverOwned: true },
    name: { kind: 'text', label: 'Nombre', min: 2, max: 120, search: true, messages: length },
    what: { kind: 'textarea', label: 'Qué', min: 2, max: 400, search: true, messages: length },
    how1: { kind: 'textarea', label: 'Cómo (paso 1)', min: 2, max: 300, required: false },
    how2: { kind: 'textarea', label: 'Cómo (paso 2)', min: 2, max: 300, required: false },
    how3: { kind: 'textarea', label: 'Cómo (paso 3)', min: 2, max: 300, required: false },
    indicator: { kind: 'textarea', label: 'Indicador', min: 2, max: 200, required: false, search: true },
    gta: { kind: 'reference', label: 'GTA', target: 'gtas', display: ['title', 'color', 'nomenclature', 'logo'] },
    workAxis: {
      kind: 'reference',
      label: 'Eje de trabajo',
      target: 'workAxes',
      display: ['objective', 'position', 'image'],
      dependsOn: { field: 'gta', param: 'gta' },
    },
    objective: { kind: 'reference', label: 'ODS', target: 'objectives', display: ['title', 'color', 'logo'], required: false },
    businessType: {
      kind: 'references',
      label: 'Ámbito de implementación',
      target: 'business-types',
      display: ['name'],
      messages: { required: 'Seleccione por lo menos un ámbito de implementación', min: 'Seleccione por lo menos un ámbito de implementación' },
    },
    area: { kind: 'references', label: 'Áreas responsables', target: 'areas', display: ['name'], required: false },
    climb: { kind: 'references', label: 'CLIMB', target: 'climbs', display: ['nomenclature', 'name'], required: false },
    implementationTime: { kind: 'select', label: 'Plazo de implementación', options: IMPLEMENTATION_TIMES, required: false },
    status: { kind: 'select', label: 'Estado de revisión', options: FLASHCARD_STATES, numeric: true, serverOwned: true },
    selected: { kind: 'boolean', label: 'En el carrusel', serverOwned: true },
    createdBy: { kind: 'reference', label: 'Autor', target: 'admins', display: ['name', 'lastName', 'thumbnail'], serverOwned: true },
  },
  columns: ['number', 'name', 'gta', 'status', 'createdBy', 'createdAt', 'active'],
  sortable: ['number', 'name', 'status', 'createdAt', 'updatedAt', 'active'],
  filters: [
    'gta',
    'workAxis',
    'objective',
    'businessType',
    'area',
    'climb',
    'implementationTime',
    'status',
    'selected',
    { param: 'user', field: 'createdBy' },
  ],
  titleField: 'name',
  gtaField: 'gta',
  ownerField: 'createdBy',
  publicSite: { read: { status: FLASHCARD_STATUS.approved } },
  status: 'status',
  actions: {
    send: {
      label: 'Enviar a revisión',
      done: 'enviadas a revisión',
      from: [FLASHCARD_STATUS.new],
      to: FLASHCARD_STATUS.sent,
      permission: formCards('update'),
      owner: true,
      reason: 'none',
      cause: 'send',
      description: 'Enviar a revisión',
      message: 'Flashcard enviada a revisión',
      conflict: 'Solo una flashcard nueva puede enviarse a revisión',
      tone: 'primary',
    },
    accept: {
      label: 'Aprobar',
      done: 'aprobadas',
      from: [FLASHCARD_STATUS.sent],
      to: FLASHCARD_STATUS.approved,
      permission: formCards('approve'),
      roles: APPROVERS,
      reason: 'optional',
      cause: 'acepted',
      description: 'Aceptar flashcard',
      message: 'Flashcard aprobada',
      conflict: 'Solo una flashcard enviada a revisión puede aprobarse',
      tone: 'success',
    },
    reject: {
      label: 'Rechazar',
      done: 'rechazadas',
      from: [FLASHCARD_STATUS.sent],
      to: FLASHCARD_STATUS.rejected,
      permission: formCards('approve'),
      roles: APPROVERS,
      reason: 'required',
      cause: 'rejected',
      message: 'Flashcard rechazada',
      conflict: 'Solo una flashcard enviada a revisión puede rechazarse',
      tone: 'error',
    },
    reopen: {
      label: 'Reabrir',
      from: [FLASHCARD_STATUS.rejected],
      to: FLASHCARD_STATUS.new,
      permission: formCards('update'),
      owner: true,
      reason: 'optional',
      cause: 'reopen',
      description: 'Reabrir flashcard',
      message: 'Flashcard reabierta',
      done: 'reabiertas',
      conflict: 'Solo una flashcard rechazada puede reabrirse',
      tone: 'primary',
    },
    select: {
      label: 'Seleccionar para el carrusel',
      done: 'elegidas para el carrusel',
      field: 'selected',
      from: [false],
      to: true,
      when: { status: [FLASHCARD_STATUS.approved], active: [true] },
      permission: carousel,
      reason: 'optional',
      cause: 'edit',
      description: 'Flashcard seleccionada para el carrusel',
      message: 'Tarjeta actualizada',
      conflict: 'Solo una flashcard aprobada, activa y no seleccionada puede seleccionarse para el carrusel',
      bar: false,
    },
    deselect: {
      label: 'Quitar del carrusel',
      done: 'quitadas del carrusel',
      field: 'selected',
      from: [true],
      to: false,
      permission: carousel,
      reason: 'optional',
      cause: 'edit',
      description: 'Flashcard quitada del carrusel',
      message: 'Tarjeta deseleccionada',
      conflict: 'La flashcard no está seleccionada para el carrusel',
      bar: false,
    },
  },
  putActions: { selected: { true: 'select', false: 'deselect' } },
  counters: [
    { key: 'total', label: 'Total', where: {}, tone: 'primary' },
    { key: 'active', label: 'Activos', where: { active: true }, tone: 'success' },
    { key: 'innactive', label: 'Inactivos', where: { active: false }, tone: 'neutral' },
    { key: 'rejected', label: 'Rechazados', where: { status: FLASHCARD_STATUS.rejected }, tone: 'error' },
  ],
  rules: { update: flashcardEditRefusal },
  layout: {
    groups: [
      { title: 'La solución', fields: ['name', 'what', 'how1', 'how2', 'how3', 'indicator'] },
      { title: 'Clasificación', fields: ['gta', 'workAxis', 'objective', 'businessType', 'area', 'climb', 'implementationTime'] },
      { title: 'Revisión', fields: ['number', 'status', 'createdBy', 'selected'] },
    ],
  },
  messages: { updated: 'Flashcard actualizada' },
  operations: { create: true, update: true, toggle: true, delete: true },
});
