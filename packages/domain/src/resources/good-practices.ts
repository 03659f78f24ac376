import { defineResource } from '../core/define-resource.ts';
import type { FieldError } from '../core/page.ts';
import type { Requirement } from '../core/permissions.ts';

/** 1 is not used. */
export const PRACTICE_STATUS = { pending: 0, approved: 2, rejected: 3 } as const;

export const PRACTICE_STATES = [
  { value: '0', label: 'Pendiente', tone: 'warning' },
  { value: '2', label: 'Aprobada', tone: 'success' },
  { value: '3', label: 'Rechazada', tone: 'error' },
] as const;

export const PRACTICE_MESSAGES = {
  accepted: 'Iniciativa aprobada',
  rejected: 'Iniciativa rechazada',
  updated: 'Acción actualizada',
} as const;

export const COORDINATE_MESSAGES = {
  latRange: 'La latitud debe estar entre -90 y 90',
  lngRange: 'La longitud debe estar entre -180 y 180',
  both: 'Ingrese la latitud y la longitud, o deje ambas vacías',
} as const;

export const publicPracticePath = (id: string) => `/goodPractices/${encodeURIComponent(id)}`;

/** Practices are created on the public site; the approve flag governs every change the back-office makes. */
export const practices = (action: 'read' | 'approve'): Requirement => ({ module: 'goodPractices', action });
const APPROVERS = [0, 1] as const;

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/** A marker needs both coordinates. */
export function checkCoordinates(values: Readonly<Record<string, unknown>>): FieldError[] {
  const lat = filled(values.lat);
  const lng = filled(values.lng);
  if (lat === lng) return [];
  return [{ path: lat ? 'lng' : 'lat', msg: COORDINATE_MESSAGES.both }];
}

export function normalizeVolunteers(values: Record<string, unknown>): Record<string, unknown> {
  if (values.aceptVolunteers === false) return { ...values, numberOfVolunteers: null };
  if (values.aceptVolunteers === true && !filled(values.numberOfVolunteers)) return { ...values, numberOfVolunteers: 0 };
  return values;
}

export const goodPractices = defineResource({
  module: 'goodPractices',
  access: {
    update: practices('approve'),
    toggle: practices('approve'),
  },
  apiPath: 'goodPractices',
  route: '/goodPractices',
  label: { singular: 'Buena práctica', plural: 'Buenas prácticas' },
  menu: 'sumate',
  views: [
    {
      module: 'goodPractices',
      route: '/goodPractices',
      label: 'Buenas prácticas',
      list: 'table',
      filters: ['ods', 'axisGlobalPact', 'businessJoinType', 'businessJoinSubType', 'implementationTime', 'aceptVolunteers'],
    },
  ],
  fields: {
    name: { kind: 'text', label: 'Nombre de la iniciativa', min: 2, max: 220, search: true, messages: { required: 'Debe ingresar el nombre de la iniciativa' } },
    objective: { kind: 'textarea', label: 'Objetivo', max: 1000, search: true, messages: { required: 'Debe ingresar el objetivo de la iniciativa' } },
    description: {
      kind: 'textarea',
      label: 'Descripción',
      max: 5000,
      search: true,
      messages: { required: 'Debe ingresar una descripción de la iniciativa' },
    },
    ods: { kind: 'references', label: 'ODS', target: 'objectives', display: ['title', 'color', 'logo'], required: false },
    axisGlobalPact: { kind: 'references', label: 'Ejes del Pacto Global', target: 'axesGlobalPact', display: ['name', 'logo'], required: false },
    businessJoinType: { kind: 'references', label: 'Tipos de adhesión', target: 'business-join-types', display: ['name'], required: false },
    otherAmbit: { kind: 'text', label: 'Otro ámbito', max: 220, required: false },
    promoterInstitution: {
      kind: 'text',
      label: 'Institución promotora',
      max: 220,
      search: true,
      messages: { required: 'Debe ingresar una institución promotora' },
    },
    businessJoinSubType: { kind: 'reference', label: 'Tamaño de la empresa', target: 'business-joinsub-types', display: ['name'], required: false },
    alliedInstitutions: { kind: 'textarea', label: 'Instituciones aliadas', max: 1000, required: false, search: true },
    email: {
      kind: 'email',
      label: 'Correo de contacto (público)',
      messages: { required: 'Debe ingresar un correo de contacto', invalid: 'Formato invalido' },
    },
    shareName: { kind: 'boolean', label: 'Mostrar el nombre de la empresa', labels: { true: 'Sí', false: 'No' }, required: false, default: true },
    ubication: { kind: 'text', label: 'Ubicación', max: 300, required: false, search: true },
    lat: { kind: 'number', label: 'Latitud', min: -90, max: 90, decimal: true, required: false, messages: { range: COORDINATE_MESSAGES.latRange } },
    lng: { kind: 'number', label: 'Longitud', min: -180, max: 180, decimal: true, required: false, messages: { range: COORDINATE_MESSAGES.lngRange } },
    implementationPeriod: { kind: 'text', label: 'Periodo de implementación', max: 100, required: false },
    implementationTime: { kind: 'reference', label: 'Duración de la iniciativa', target: 'timeInitiatives', display: ['name'], required: false },
    indicator: { kind: 'textarea', label: 'Indicador', max: 1000, required: false },
    information: {
      kind: 'textarea',
      label: 'Fuentes de información',
      max: 2000,
      messages: { required: 'Ingrese fuentes de información sobre esta buena práctica.' },
    },
    aceptVolunteers: { kind: 'boolean', label: 'Acepta voluntarios', labels: { true: 'Sí', false: 'No' }, required: false, default: false },
    numberOfVolunteers: { kind: 'number', label: 'Voluntarios solicitados', min: 0, max: 100_000, required: false },
    image: { kind: 'image', label: 'Imagen de la iniciativa', required: false },
    logo: { kind: 'image', label: 'Logo', required: false },
    status: { kind: 'select', label: 'Estado de revisión', options: PRACTICE_STATES, numeric: true, serverOwned: true },
    selected: { kind: 'boolean', label: 'Seleccionada para el carrusel', serverOwned: true },
    createdBy: {
      kind: 'reference',
      label: 'Registrada por',
      target: 'users',
      display: ['name', 'lastName', 'company', 'thumbnail'],
      serverOwned: true,
    },
  },
  columns: ['logo', 'name', 'promoterInstitution', 'ods', 'status', 'createdAt', 'active'],
  sortable: ['name', 'promoterInstitution', 'status', 'createdAt', 'updatedAt', 'active'],
  filters: [
    'status',
    'ods',
    'axisGlobalPact',
    'businessJoinType',
    'businessJoinSubType',
    'implementationTime',
    'aceptVolunteers',
    'selected',
    { param: 'user', field: 'createdBy' },
  ],
  titleField: 'name',
  imageField: 'logo',
  publicSite: { read: { status: PRACTICE_STATUS.approved }, create: 'user' },
  status: 'status',
  actions: {
    accept: {
      label: 'Aprobar',
      done: 'aprobadas',
      from: [PRACTICE_STATUS.pending],
      to: PRACTICE_STATUS.approved,
      permission: practices('approve'),
      roles: APPROVERS,
      reason: 'optional',
      cause: 'acepted',
      description: 'Aceptar iniciativa',
      message: PRACTICE_MESSAGES.accepted,
      conflict: 'Solo una iniciativa pendiente puede aprobarse',
      tone: 'success',
    },
    reject: {
      label: 'Rechazar',
      done: 'rechazadas',
      from: [PRACTICE_STATUS.pending],
      to: PRACTICE_STATUS.rejected,
      permission: practices('approve'),
      roles: APPROVERS,
      reason: 'required',
      cause: 'rejected',
      message: PRACTICE_MESSAGES.rejected,
      conflict: 'Solo una iniciativa pendiente puede rechazarse',
      tone: 'error',
    },
  },
  putActions: { active: { true: 'reactivate', false: 'deactivate' } },
  counters: [
    { key: 'total', label: 'Total', where: {}, tone: 'primary' },
    { key: 'totalPending', label: 'Pendientes', where: { status: PRACTICE_STATUS.pending, active: true }, tone: 'warning' },
    { key: 'totalAction', label: 'Aprobadas', where: { status: PRACTICE_STATUS.approved, active: true }, tone: 'success' },
    { key: 'rejected', label: 'Rechazadas', where: { status: PRACTICE_STATUS.rejected }, tone: 'error' },
    { key: 'innactive', label: 'Inactivas', where: { active: false }, tone: 'neutral' },
  ],
  check: checkCoordinates,
  normalize: normalizeVolunteers,
  layout: {
    groups: [
      { title: 'La iniciativa', fields: ['name', 'objective', 'description', 'image'] },
      { title: 'A qué contribuye', fields: ['ods', 'axisGlobalPact', 'businessJoinType', 'otherAmbit'] },
      {
        title: 'Quién la impulsa',
        fields: ['promoterInstitution', 'businessJoinSubType', 'alliedInstitutions', 'email', 'shareName', 'createdBy'],
      },
      { title: 'Dónde', name: 'where', fields: ['ubication', 'lat', 'lng'] },
      { title: 'Cuándo', fields: ['implementationPeriod', 'implementationTime'] },
      { title: 'Cómo se mide', fields: ['indicator', 'information'] },
      { title: 'Voluntariado', name: 'volunteers', fields: ['aceptVolunteers', 'numberOfVolunteers'] },
      { title: 'Revisión', name: 'review', fields: ['status', 'selected'] },
    ],
  },
  messages: { updated: PRACTICE_MESSAGES.updated },
  operations: { create: false, update: true, toggle: true, delete: false },
});
