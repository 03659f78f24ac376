import { z } from 'zod';
import { es } from '../../messages/es.ts';
import type { DateField } from '../fields.ts';
import { blank, missingOr, optionalUnless, type KindSchemas } from './common.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** `2025-02-30` is refused, not rolled over. */
export const isoDay = (error: Parameters<typeof z.string>[0] = { error: es.validation.date }) =>
  z.string(error).refine(isDay, { error: es.validation.date });

export const dateKind: KindSchemas<DateField> = {
  request: (field) => z.preprocess(blank, optionalUnless(field, isoDay({ error: missingOr(field, es.validation.date) }))),
  wire: () => z.string().nullable(),
};
