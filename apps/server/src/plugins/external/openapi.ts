import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { FILE_LIMITS, FILE_TYPES, type FileKind } from '@app/domain/core/files';

export const FILE_PARTS = 'x-file-parts';

type Transform = typeof jsonSchemaTransform;

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
      // No page of the product may be framed at all.
      transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
      uiConfig: { docExpansion: 'list' },
    });
  },
  { name: 'openapi' },
);
