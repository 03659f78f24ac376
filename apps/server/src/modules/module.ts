import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { Resource } from '@app/domain/core/define-resource';
import type { NotificationRule } from '@app/domain/core/notifications';
import type { Config } from '../config.ts';
import type { ResourceHooks } from '../engine/hooks.ts';
import type { ResourceStore } from '../engine/store.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { SecretBox } from './configuration/secret-box.ts';
import type { WebhookTimings } from './webhooks/worker.ts';

/** A resource of the domain registry served by the engine: its table, its reference lists, its rules. */
export interface ModuleResource extends ResourceStore {
  definition: Resource;
  hooks?: ResourceHooks;
}

/** What `buildApp` hands to the few route plugins whose options come from the configuration. */
export interface ModuleContext {
  config: Config;
  mailer: Mailer;
  settingsBox: SecretBox;
  notificationRules?: readonly NotificationRule[];
  webhooks?: Partial<WebhookTimings>;
}

/** A route plugin whose options are built from the context. */
export interface ConfiguredRoutes {
  register: (app: FastifyInstance, context: ModuleContext) => Promise<void>;
}

export type ModuleRoutes = FastifyPluginAsync | ConfiguredRoutes;

/** One module of the server: the resources it owns and the routes it adds to the engine's. */
export interface ServerModule {
  name: string;
  resources?: readonly ModuleResource[];
  routes?: {
    /** Registered before the engine: they look no resource service up while registering. */
    beforeEngine?: readonly ModuleRoutes[];
    /** Registered after the engine: they read `app.resources` while registering or depend on `engine`. */
    afterEngine?: readonly ModuleRoutes[];
  };
}

export function withOptions<O extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<O>,
  options: (context: ModuleContext) => O,
): ConfiguredRoutes {
  return {
    register: async (app, context) => {
      await app.register(plugin, options(context));
    },
  };
}

export async function registerModuleRoutes(
  app: FastifyInstance,
  modules: readonly ServerModule[],
  phase: 'beforeEngine' | 'afterEngine',
  context: ModuleContext,
): Promise<void> {
  for (const module of modules) {
    for (const routes of module.routes?.[phase] ?? []) {
      if (typeof routes === 'function') await app.register(routes);
      else await routes.register(app, context);
    }
  }
}

/** The engine's stores and hooks, keyed by resource; every resource of the registry is owned by exactly one module. */
export function engineTablesOf(modules: readonly ServerModule[], registry: readonly Resource[]) {
  const stores: Record<string, ResourceStore> = {};
  const hooks: Record<string, ResourceHooks> = {};
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const { definition, hooks: rules, ...store } of module.resources ?? []) {
      const name = definition.module;
      const owner = owners.get(name);
      if (owner) throw new Error(`El recurso ${name} lo declaran dos módulos: ${owner} y ${module.name}`);
      if (!registry.includes(definition)) throw new Error(`El módulo ${module.name} declara ${name}, que no está en el registro del dominio`);
      owners.set(name, module.name);
      stores[name] = store;
      if (rules) hooks[name] = rules;
    }
  }
  const orphans = registry.filter((def) => !owners.has(def.module)).map((def) => def.module);
  if (orphans.length > 0) throw new Error(`Ningún módulo declara ${orphans.join(', ')}`);
  return { stores, hooks };
}
