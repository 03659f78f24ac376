import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationRule } from '@app/domain/core/notifications';
import { es } from '@app/domain/messages/es';
import { resources } from '@app/domain/resources/registry';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { secretBox } from './modules/configuration/secret-box.ts';
import { readSmtpSettings } from './modules/configuration/store.ts';
import { tileImageSource } from './modules/good-practices/map-routes.ts';
import { resourceHooks, resourceStores, serverModules } from './modules/index.ts';
import { registerModuleRoutes, type ModuleContext } from './modules/module.ts';
import type { ExportLimits } from './engine/export-gate.ts';
import { enginePlugin } from './engine/plugin.ts';
import { apiTokensPlugin } from './plugins/app/api-tokens.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { databaseAvailabilityPlugin } from './plugins/app/database-availability.ts';
import { databasePlugin } from './plugins/app/database.ts';
import { answerClientError, errorsPlugin } from './plugins/app/errors.ts';
import { heavyGatePlugin } from './plugins/app/heavy-gate.ts';
import { publicAuthPlugin } from './plugins/app/public-auth.ts';
import { inputGuardPlugin } from './plugins/app/input-guard.ts';
import { metricsPlugin } from './plugins/app/metrics.ts';
import { OneLinePerRequest } from './plugins/app/request-log.ts';
import { realtimePlugin } from './plugins/app/realtime.ts';
import { redisPlugin } from './plugins/app/redis.ts';
import { compressionPlugin } from './plugins/external/compression.ts';
import { openapiPlugin } from './plugins/external/openapi.ts';
import { securityPlugin } from './plugins/external/security.ts';
import { webAppPlugin } from './plugins/external/web-app.ts';
import { uploadsPlugin } from './uploads/plugin.ts';
import type { WebhookTimings } from './modules/webhooks/worker.ts';
import type { FileStorage } from './uploads/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    appUrl: string;
  }
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  mailer?: Mailer;
  requestsPerMinute?: number;
  webRoot?: string;
  storage?: FileStorage;
  notificationRules?: readonly NotificationRule[];
  heavyLimits?: { running: number; waiting: number; waitMs: number };
  exportLimits?: ExportLimits;
  webhooks?: Partial<WebhookTimings>;
}

z.config(z.locales.es());

const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

const hopsOf = (hops: number) => (_address: string, hop: number) => hop < hops;

function maskUrl(url: string): string {
  return url.replace(/^\/user\/updatepassword\/[^?#]*/, '/user/updatepassword/[oculto]');
}

export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: maskUrl(req.url), ip: req.ip }),
  },
});

export async function buildApp(config: Config, database: Database, opts: AppOptions = {}) {
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? loggerOptions(config.logLevel) }),
    // Fastify's types take no number of hops.
    trustProxy: typeof config.trustProxy === 'number' ? hopsOf(config.trustProxy) : config.trustProxy,
    logController: new OneLinePerRequest(),
    clientErrorHandler: answerClientError,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Router-level refusals never reach the error handler: same envelope, without echoing the path back.
    frameworkErrors: (_err, _request, reply) => {
      (reply as FastifyReply).header('cache-control', 'no-store').code(400).send({ code: 400, message: es.api.badRequest });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(compressionPlugin);
  // Before security: the rate limiter counts in Redis when there is one.
  await app.register(redisPlugin, { url: config.redisUrl });
  const tileSource = tileImageSource(config.mapTileUrl);
  await app.register(securityPlugin, {
    requestsPerMinute: opts.requestsPerMinute ?? config.rateLimit,
    imageSources: tileSource ? [tileSource] : [],
    hsts: config.trustProxy !== false,
  });
  await app.register(openapiPlugin);
  await app.register(databasePlugin, { database });
  await app.register(databaseAvailabilityPlugin);
  // Before auth: a list waiting for its turn costs nothing, not even its session check.
  await app.register(heavyGatePlugin, { limits: opts.heavyLimits });
  await app.register(authPlugin, { secret: config.jwtSecret, ttlSeconds: config.tokenTtlSeconds });
  await app.register(apiTokensPlugin);
  await app.register(publicAuthPlugin, { secret: config.jwtSecret, ttlSeconds: config.tokenTtlSeconds });
  await app.register(realtimePlugin, { redisUrl: config.redisUrl, appUrl: config.appUrl });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(uploadsPlugin, { dataDir: config.dataDir, storage: opts.storage });

  const settingsBox = secretBox(config.settingsSecret);
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
      savedSmtp: () => readSmtpSettings(database.db, settingsBox),
    });
  app.decorate('mailer', mailer);
  app.decorate('appUrl', config.appUrl);
  const context: ModuleContext = { config, mailer, settingsBox, notificationRules: opts.notificationRules, webhooks: opts.webhooks };
  await registerModuleRoutes(app, serverModules, 'beforeEngine', context);
  await app.register(enginePlugin, { resources, stores: resourceStores, hooks: resourceHooks, exportLimits: opts.exportLimits });
  await registerModuleRoutes(app, serverModules, 'afterEngine', context);
  await app.register(webAppPlugin, { root: opts.webRoot ?? defaultWebRoot });
  return app;
}
