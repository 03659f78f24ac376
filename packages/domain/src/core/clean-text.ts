import { z } from 'zod';
import { es } from '../messages/es.ts';

/** A one-line value takes no control character; a long text keeps its line breaks and tabs. */
/* eslint-disable no-control-regex -- matching control characters is the point of these two */
const ONE_LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */
/** PostgreSQL cannot store a lone surrogate. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? MULTILINE_CONTROLS : ONE_LINE_CONTROLS).test(value) && !LONE_SURROGATE.test(value);
}

export function text(opts: { min?: number; max?: number; required?: boolean; messages?: LengthMessages; multiline?: boolean } = {}) {
  const m = opts.messages ?? {};
  const multiline = opts.multiline === true;
  let s = z
    .string({ error: m.required ?? es.validation.required })
    .trim()
    .refine((v) => isCleanText(v, multiline), { error: es.validation.nul, abort: true });
  if (opts.required !== false) {
    s = s.refine((v) => v.length > 0, { error: m.required ?? es.validation.required, abort: true });
  }
  if (opts.min !== undefined) {
    const min = opts.min;
    s = s.refine((v) => v.length === 0 || v.length >= min, { error: m.min ?? es.validation.min(min) });
  }
  if (opts.max !== undefined) {
    const max = opts.max;
    s = s.refine((v) => v.length <= max, { error: m.max ?? es.validation.max(max) });
  }
  return s;
}

export interface LengthMessages {
  required?: string;
  min?: string;
  max?: string;
}

export const reasonText = (required: boolean) =>
  text({ max: 1000, required, multiline: true, messages: { required: es.validation.reasonRequired } });
