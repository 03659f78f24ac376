import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FILE_KINDS, FILE_LIMITS, fileLimitMb, type FileKind } from '@app/domain/core/files';
import { es } from '@app/domain/messages/es';
import { badRequest, HttpError } from '../lib/errors.ts';
import { sniffType, type SniffedType } from './sniff.ts';

export interface IncomingFile {
  field: string;
  kind: FileKind;
  data: Buffer;
  type: SniffedType;
  /** The sender's name: for logs only, never for the type or the storage key. */
  filename: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, IncomingFile>;
}

const MiB = 1024 * 1024;

export const MULTIPART_LIMITS = {
  // One byte over: busboy then always hands over enough to tell "at the limit" from "over it".
  fileSize: Math.max(...FILE_KINDS.map((kind) => FILE_LIMITS[kind])) + 1,
  fields: 50,
  fieldSize: MiB,
  parts: 60,
} as const;

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

const fileError = (status: number, field: string, message: string) =>
  new HttpError(status, message, [{ path: field, msg: message }]);

/** Nothing is stored before every part passed, so a refusal leaves no trace. */
export async function readMultipart(request: FastifyRequest, fileFields: Record<string, FileKind>): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, es.api.unsupportedMedia);
  const fields: Record<string, string> = {};
  const files: Record<string, IncomingFile> = {};
  const seen = new Set<string>();
  try {
    const parts = request.parts({ limits: { ...MULTIPART_LIMITS, files: Object.keys(fileFields).length } });
    for await (const part of parts) {
      if (FORBIDDEN_NAMES.has(part.fieldname)) throw badRequest(es.uploads.forbiddenField);
      if (seen.has(part.fieldname)) throw badRequest(es.uploads.duplicateField);
      seen.add(part.fieldname);
      if (part.type === 'field') {
        addField(fields, part, fileFields);
        continue;
      }
      const kind = Object.hasOwn(fileFields, part.fieldname) ? fileFields[part.fieldname] : undefined;
      if (kind === undefined) throw badRequest(es.uploads.unexpectedFile);
      const file = await readFile(part.file, part.fieldname, part.filename, kind);
      if (file) files[part.fieldname] = file;
    }
  } catch (err) {
    // Otherwise a client still sending a large body would stall on the full socket and never read the answer.
    request.raw.unpipe();
    request.raw.resume();
    throw toHttpError(err, request);
  }
  return { fields, files };
}

function addField(fields: Record<string, string>, part: Extract<Multipart, { type: 'field' }>, fileFields: Record<string, FileKind>) {
  if (part.fieldnameTruncated) throw badRequest(es.uploads.forbiddenField);
  if (part.valueTruncated) throw new HttpError(413, es.uploads.fieldTooLarge);
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  if (Object.hasOwn(fileFields, part.fieldname)) {
    // An empty text part in a file field is how some clients say "no new file".
    if (value === '') return;
    throw badRequest(es.uploads.unexpectedFile);
  }
  fields[part.fieldname] = value;
}

async function readFile(stream: Readable, field: string, filename: string, kind: FileKind): Promise<IncomingFile | undefined> {
  const limit = FILE_LIMITS[kind];
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw fileError(413, field, es.uploads.tooLarge(fileLimitMb(kind)));
    chunks.push(chunk);
  }
  if (size === 0) {
    if (filename === '') return undefined;
    throw fileError(400, field, es.uploads.empty);
  }
  const data = Buffer.concat(chunks, size);
  const type = await sniffType(data, kind);
  if (!type) throw fileError(415, field, es.uploads.typeNotAllowed);
  return { field, kind, data, type, filename };
}

function toHttpError(err: unknown, request: FastifyRequest): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_PROTO_VIOLATION':
      return badRequest(es.uploads.forbiddenField);
    case 'FST_FILES_LIMIT':
      return badRequest(es.uploads.unexpectedFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest(es.uploads.tooManyParts);
    case 'FST_REQ_FILE_TOO_LARGE':
      // Kept as a guard: readFile refuses first.
      return new HttpError(413, es.uploads.tooLarge(Math.max(...FILE_KINDS.map(fileLimitMb))));
    default:
      // Logged, so that a fault of ours answered as a bad form would still be seen.
      request.log.info({ err }, 'multipart form refused');
      return badRequest(es.uploads.malformed);
  }
}
