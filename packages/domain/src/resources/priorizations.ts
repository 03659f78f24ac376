import { z } from 'zod';
import { idOf } from '../core/actions.ts';
import { computedField, defineResource } from '../core/define-resource.ts';
import type { NumberField } from '../core/fields.ts';
import type { Actor, Requirement } from '../core/permissions.ts';
import { SUPER_USER_ROLE } from '../core/roles.ts';
import { es } from '../messages/es.ts';
import { impactTotal, implementationTotal, SCORE_RANGE, voteTotal } from './priorization-scores.ts';

export const VOTE_MESSAGES = {
  notVotable: 'Solo se puede priorizar una flashcard aprobada y activa',
  alreadyVoted: 'Ya registró una priorización para esta flashcard',
  otherActive: 'Quien emitió este voto ya tiene otra priorización activa de esta flashcard',
  range: `La calificación debe ser un número entero entre ${SCORE_RANGE.min} y ${SCORE_RANGE.max}`,
  created: 'Priorización realizada',
} as const;

const read = { module: 'priorizations', action: 'read' } as const;
const update = { module: 'priorizations', action: 'update' } as const;

/** Only role 0 could hold create or destroy, so readers cast and edit their own vote. */
export const CAST_VOTE: Requirement = read;

export function voteEditRefusal(actor: Actor, vote: Readonly<Record<string, unknown>>): string | undefined {
  return actor.role === SUPER_USER_ROLE || idOf(vote.createdBy) === actor.id ? undefined : es.editRules.voteNotYours;
}

const score = (label: string): NumberField => ({
  kind: 'number',
  label,
  min: SCORE_RANGE.min,
  max: SCORE_RANGE.max,
  default: 0,
  stars: true,
  messages: { required: 'Campo Requerido', range: VOTE_MESSAGES.range },
});

const total = (label: string, value: (vote: Readonly<Record<string, unknown>>) => number | null) =>
  computedField({ label, schema: () => z.number().nullable(), value, decimals: 2 });

export const priorizations = defineResource({
  module: 'priorizations',
  access: { create: CAST_VOTE, update },
  apiPath: 'priorizations',
  route: '/priorizations',
  label: { singular: 'Voto de priorización', plural: 'Priorización' },
  menu: 'main',
  fields: {
    // A different card is a different vote.
    flashcard: {
      kind: 'reference',
      label: 'Flashcard',
      target: 'flashcards',
      display: ['name', 'number', 'status'],
      only: 'create',
      messages: { required: 'Campo Requerido' },
    },
    coverage: score('Cobertura'),
    impact: score('Impacto'),
    replicabilty: score('Replicabilidad'),
    benefit: score('Beneficio'),
    budget: score('Presupuesto'),
    humanResources: score('Recursos humanos'),
    infrastructure: score('Infraestructura'),
    createdBy: { kind: 'reference', label: 'Evaluador', target: 'admins', display: ['name', 'lastName', 'thumbnail'], serverOwned: true },
  },
  computed: {
    impactTotal: total('Total impacto', impactTotal),
    implementationTotal: total('Total implementación', implementationTotal),
    total: total('Total', voteTotal),
  },
  columns: ['flashcard', 'createdBy', 'createdAt', 'active'],
  sortable: ['createdAt', 'updatedAt', 'active', 'coverage', 'impact', 'replicabilty', 'benefit', 'budget', 'humanResources', 'infrastructure'],
  filters: ['flashcard', { param: 'user', field: 'createdBy' }],
  titleField: 'flashcard',
  gtaField: 'flashcard',
  ownerField: 'createdBy',
  ownerScope: true,
  rules: { update: voteEditRefusal },
  layout: {
    groups: [
      { title: 'Voto', fields: ['flashcard', 'createdBy'] },
      { title: 'Impacto', fields: ['coverage', 'impact', 'replicabilty', 'benefit', 'impactTotal'] },
      { title: 'Implementación', fields: ['budget', 'humanResources', 'infrastructure', 'implementationTotal'] },
      { title: 'Resultado', fields: ['total'] },
    ],
  },
  toggleMessages: { deactivated: 'PRIORIZATION desactivado con éxito', activated: 'PRIORIZATION reactivado con éxito' },
  messages: { updated: 'Rating actualizado', createdHistory: VOTE_MESSAGES.created },
  submitDelayMs: 600,
  operations: { create: true, update: true, toggle: true, delete: true },
});
