import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FILE_KINDS, FILE_LIMITS, fileLimitMb, type FileKind } from '@app/domain/core/files';
import { es } from '@app/domain/messages/es';
import { badRequest, HttpError } from '../lib/errors.ts';
import { sniffType, type SniffedType } from './sniff.ts';

/** A file part that passed every check: declared, not empty, within its kind's limit, of an accepted real type. */
export interface IncomingFile {
  field: string;
  kind: FileKind;
  /** The whole file; at most the kind's limit. */
  data: Buffer;
  /** The type read from the bytes, which decides how it is stored and served. */
  type: SniffedType;
  /** The sender's name for it: for logs only, never used for the type or the storage key. */
  filename: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, IncomingFile>;
}

const MiB = 1024 * 1024;

/** Parser ceilings for every multipart request; `files` is narrowed per route to its declared file fields. */
export const MULTIPART_LIMITS = {
  // One byte over the largest kind: busboy then always hands over enough to tell "at the limit" from "over it".
  fileSize: Math.max(...FILE_KINDS.map((kind) => FILE_LIMITS[kind])) + 1,
  fields: 50,
  fieldSize: MiB,
  parts: 60,
} as const;

/** Names that would reach the prototype of a plain object if a caller ever spread the fields into one. */
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

const fileError = (status: number, field: string, message: string) =>
  new HttpError(status, message, [{ path: field, msg: message }]);

/**
 * Reads a whole multipart/form-data request: text parts into `fields`, the declared file parts into checked buffers.
 * Everything refused is an `HttpError` (400 form shape, 413 size, 415 type) and nothing has been stored yet, so a
 * refusal leaves no trace. A declared file field sent with an empty name and no bytes (a browser's "no file chosen")
 * counts as not sent.
 */
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
    // The parser has stopped reading: without this, a client still sending a large body would stall on the full
    // socket and never read the answer. The rest of the body is read and dropped instead.
    request.raw.unpipe();
    request.raw.resume();
    throw toHttpError(err, request);
  }
  return { fields, files };
}

function addField(fields: Record<string, string>, part: Extract<Multipart, { type: 'field' }>, fileFields: Record<string, FileKind>) {
  if (part.fieldnameTruncated) throw badRequest(es.uploads.forbiddenField);
  if (part.valueTruncated) throw new HttpError(413, es.uploads.fieldTooLarge);
  // The plugin parses a part sent as application/json; the callers read JSON fields themselves, so it goes back to text.
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  if (Object.hasOwn(fileFields, part.fieldname)) {
    // An empty text part in a file field is how some clients say "no new file"; anything else there is not a file.
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
    // Stops at the first byte over the limit: never more than the limit is kept.
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

/** The plugin's and busboy's own failures, in the app's Spanish envelope with the right status. */
function toHttpError(err: unknown, request: FastifyRequest): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_PROTO_VIOLATION':
      return badRequest(es.uploads.forbiddenField);
    case 'FST_FILES_LIMIT':
      // More files than the route declares: extra or repeated file fields.
      return badRequest(es.uploads.unexpectedFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest(es.uploads.tooManyParts);
    case 'FST_REQ_FILE_TOO_LARGE':
      // Only reachable past every kind's limit, which readFile refuses first; kept as a guard.
      return new HttpError(413, es.uploads.tooLarge(Math.max(...FILE_KINDS.map(fileLimitMb))));
    default:
      // Busboy's parse errors (no boundary, truncated body, bad headers) and a JSON part that does not parse. Logged,
      // so that a fault of ours answered as a bad form would still be seen.
      request.log.info({ err }, 'multipart form refused');
      return badRequest(es.uploads.malformed);
  }
}
