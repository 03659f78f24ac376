import { z } from 'zod';
import type { FileField } from '../fields.ts';
import type { KindSchemas } from './common.ts';

/** Files travel as multipart parts, never as body values; answers carry their URL under /uploads/. */
export const fileKind: KindSchemas<FileField> = {
  request: () => undefined,
  wire: () => z.string().nullable(),
};
