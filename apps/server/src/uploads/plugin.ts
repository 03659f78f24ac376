import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { es } from '@app/domain/messages/es';
import { HttpError } from '../lib/errors.ts';
import { MULTIPART_LIMITS } from './read-multipart.ts';
import { serveUploads } from './serve-uploads.ts';
import { createDiskStorage, type FileStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
  interface FastifyContextConfig {
    multipart?: true;
  }
}

export interface UploadsPluginOptions {
  dataDir: string;
  storage?: FileStorage;
}

/** A route only gets the multipart parser if it exists when the route's plugin is registered. */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, opts: UploadsPluginOptions) => {
    const storage = opts.storage ?? createDiskStorage(join(opts.dataDir, 'uploads'));
    // A file is only ever read through readMultipart, which allows exactly the route's declared file fields.
    await app.register(multipart, { limits: { ...MULTIPART_LIMITS, files: 0 } });
    // The parser is global; a JSON route must keep refusing a form body (415).
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart() && request.routeOptions.config?.multipart !== true) {
        throw new HttpError(415, es.api.unsupportedMedia);
      }
    });
    app.decorate('fileStorage', storage);
    await app.register(serveUploads, { storage });
  },
  { name: 'uploads' },
);
