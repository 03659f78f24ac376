import { z } from 'zod';
import type { FileField } from '../fields.ts';
import type { KindSchemas } from './common.ts';

export const fileKind: KindSchemas<FileField> = {
  request: () => undefined,
  wire: () => z.string().nullable(),
};
