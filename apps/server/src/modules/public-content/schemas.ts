import { z } from 'zod';
import type { Resource } from '@app/domain/core/define-resource';
import { filtersSchema } from '@app/domain/core/list-query';
import { errorSchema, recordSchema } from '@app/domain/core/wire';
import { comments } from '@app/domain/resources/comments';
import { flashcards } from '@app/domain/resources/flashcards';
import { goodPractices } from '@app/domain/resources/good-practices';

export const PUBLIC_TAGS = ['Sitio público'];
/** No token: a visitor of the public site. */
export const ANONYMOUS = { access: 'public' } as const;
export const PUBLIC_ERRORS = { 400: errorSchema, 404: errorSchema };

/** What the public site sees of a record: its id and these fields; the serializer drops everything else. */
export function projection(def: Resource, fields: readonly string[]) {
  const { shape } = recordSchema(def);
  return z.object(Object.fromEntries(['_id', ...fields].map((name) => [name, shape[name]!])));
}

/** The definition's own filters, only those the public site may use. */
export function filtersOf(def: Resource, names: readonly string[]): ReturnType<typeof filtersSchema> {
  const { shape } = filtersSchema(def);
  return z.object(Object.fromEntries(names.map((name) => [name, shape[name as never]])));
}

export const publicCard = projection(flashcards, [
  'number',
  'name',
  'what',
  'how1',
  'how2',
  'how3',
  'indicator',
  'gta',
  'workAxis',
  'objective',
  'businessType',
  'area',
  'climb',
  'implementationTime',
]);

export const publicPractice = projection(goodPractices, [
  'name',
  'objective',
  'description',
  'ods',
  'axisGlobalPact',
  'businessJoinType',
  'otherAmbit',
  'promoterInstitution',
  'businessJoinSubType',
  'alliedInstitutions',
  'email',
  'ubication',
  'lat',
  'lng',
  'implementationPeriod',
  'implementationTime',
  'indicator',
  'information',
  'aceptVolunteers',
  'numberOfVolunteers',
  'image',
  'logo',
]);

export const publicComment = projection(comments, ['comment', 'createdAt']).extend({
  createdBy: z.object({ name: z.string(), lastName: z.string(), thumbnail: z.string().nullable() }).nullable(),
});
