import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Resource } from '@app/domain/core/define-resource';
import { appliesTo } from '@app/domain/core/fields';
import type { FileKind } from '@app/domain/core/files';
import { es } from '@app/domain/messages/es';
import { badRequest } from '../lib/errors.ts';
import { readMultipart, type IncomingFile } from '../uploads/read-multipart.ts';
import { removeByUrl, removeStored, storeUpload } from '../uploads/store-upload.ts';

declare module 'fastify' {
  interface FastifyRequest {
    incomingFiles?: Record<string, IncomingFile>;
  }
}

export function createUploads(app: FastifyInstance, def: Resource, jsonFields: readonly string[] = []) {
  const kinds: Record<string, FileKind> = Object.fromEntries(Object.entries(def.fileFields).map(([name, f]) => [name, f.kind]));
  const hasFiles = Object.keys(kinds).length > 0;

  return {
    config: hasFiles ? ({ multipart: true } as const) : {},

    async preValidation(request: FastifyRequest) {
      if (!hasFiles || !request.isMultipart()) return;
      const { fields, files } = await readMultipart(request, kinds);
      const body: Record<string, unknown> = { ...fields };
      for (const name of ['historical', ...jsonFields]) {
        const value = fields[name];
        if (typeof value !== 'string') continue;
        try {
          body[name] = JSON.parse(value) as unknown;
        } catch {
          const msg = name === 'historical' ? es.validation.reasonRequired : es.validation.invalidValue;
          throw badRequest(es.api.validation, [{ path: name, msg }]);
        }
      }
      request.body = body;
      request.incomingFiles = files;
    },

    /** A job creates with no request, so with no files: a required file is missing for it too. */
    requireOnCreate(request: FastifyRequest | undefined) {
      const missing = Object.entries(def.fileFields).filter(
        ([name, field]) => field.required !== false && appliesTo(field, 'create') && !request?.incomingFiles?.[name],
      );
      if (missing.length > 0) {
        throw badRequest(
          missing[0]![1].missingMessage ?? es.validation.required,
          missing.map(([path, field]) => ({ path, msg: field.missingMessage ?? es.validation.required })),
        );
      }
    },

    async store(request: FastifyRequest | undefined) {
      const values: Record<string, string> = {};
      const keys: string[] = [];
      try {
        for (const [name, file] of Object.entries(request?.incomingFiles ?? {})) {
          const stored = await storeUpload(app.fileStorage, def.module, kinds[name]!, file);
          values[name] = stored.url;
          keys.push(...stored.keys);
        }
      } catch (err) {
        await removeStored(app.fileStorage, keys);
        throw err;
      }
      return { values, discard: () => removeStored(app.fileStorage, keys).then(() => undefined) };
    },

    async removeReplaced(urls: unknown[]) {
      for (const url of urls) if (typeof url === 'string') await removeByUrl(app.fileStorage, url);
    },
  };
}
