import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { FILE_LIMITS, FILE_TYPES, type FileKind } from '@app/domain/core/files';
import { CLOSED_TO_TOKENS } from '../app/api-tokens.ts';
import type { Access } from '../app/auth.ts';

export const FILE_PARTS = 'x-file-parts';

export const PUBLIC_TAG = 'Sitio público';

/** Each kind of token is refused by the other audience's routes, so each has a scheme of its own. */
const securitySchemes = {
  adminToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Token de un administrador del back-office (POST /api/auth/admins/login y /verify). Abre las rutas del back-office; las del sitio público lo rechazan.',
  },
  userToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Token de un usuario del sitio público (POST /api/public/auth/login o /confirm). Abre las rutas de /api/public que piden usuario; las del back-office lo rechazan.',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sbo_…',
    description:
      'Token de API de un administrador (POST /api/tokens, Mi perfil → Tokens de acceso), para integraciones. Abre las rutas del back-office que permiten sus alcances, nunca más que los permisos actuales de su administrador; no abre el inicio de sesión, las sesiones ni los tokens, ni el sitio público.',
  },
} as const;

/** What a route's `config.access` asks of its caller, as the OpenAPI `security` of its operation: any one of the schemes listed. */
export function securityOf(access: Access | undefined, url: string): Record<string, string[]>[] {
  if (access === undefined || access === 'public') return [];
  if (access === 'user') return [{ userToken: [] }];
  return CLOSED_TO_TOKENS.some((prefix) => url.startsWith(prefix)) ? [{ adminToken: [] }] : [{ adminToken: [] }, { apiToken: [] }];
}

type Transform = typeof jsonSchemaTransform;

const withFileParts: Transform = (document) => {
  const result = jsonSchemaTransform(document);
  const access = (document.route as { config?: { access?: Access } } | undefined)?.config?.access;
  const described = (result.schema ?? {}) as Record<string, unknown>;
  result.schema = { ...described, security: securityOf(access, document.url), ...(document.url.startsWith('/api/public/') ? { tags: [PUBLIC_TAG] } : {}) };
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
        components: { securitySchemes },
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
