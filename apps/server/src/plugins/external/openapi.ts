import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { FILE_LIMITS, FILE_TYPES, type FileKind } from '@app/domain/core/files';

/** Route schema key naming a multipart form's file parts by kind; the documentation adds them to the body. */
export const FILE_PARTS = 'x-file-parts';

type Transform = typeof jsonSchemaTransform;

/** The zod transform, plus each file part of a multipart form as a binary string with its types and size limit. */
const withFileParts: Transform = (document) => {
  const result = jsonSchemaTransform(document);
  const parts = (document.schema as Record<string, unknown> | undefined)?.[FILE_PARTS] as Record<string, FileKind> | undefined;
  const body = (result.schema as { body?: { properties?: Record<string, unknown> } } | undefined)?.body;
  if (!parts || !body) return result;
  body.properties = {
    ...body.properties,
    ...Object.fromEntries(
      Object.entries(parts).map(([name, kind]) => [
        name,
        { type: 'string', format: 'binary', description: `${FILE_TYPES[kind].join(', ')}; hasta ${FILE_LIMITS[kind] / 1024 / 1024} MB` },
      ]),
    ),
  };
  return result;
};

/** The OpenAPI document is generated from the same zod schemas that validate each request. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Back-office API', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: withFileParts,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The UI's own policy allows framing by the same origin; no page of the product may be framed at all.
      transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
      uiConfig: { docExpansion: 'list' },
    });
  },
  { name: 'openapi' },
);
