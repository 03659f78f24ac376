import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Resource } from '@app/domain/core/define-resource';
import type { ResourceName } from '@app/domain/core/modules';
import { RecordEvents } from './events.ts';
import { EXPORT_LIMITS, ExportGate, type ExportLimits } from './export-gate.ts';
import type { ResourceHooks } from './hooks.ts';
import { createRuntime, type ResourceRuntime } from './records/context.ts';
import { registerResourceRoutes } from './routes.ts';
import type { Stores } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    resources: ReadonlyMap<ResourceName, ResourceRuntime>;
    events: RecordEvents;
    exportGate: ExportGate;
  }
}

export interface EngineOptions {
  resources: readonly Resource[];
  stores: Stores;
  hooks?: Partial<Record<string, ResourceHooks>>;
  exportLimits?: ExportLimits;
}

export const enginePlugin = fp(
  async (app: FastifyInstance, opts: EngineOptions) => {
    const resources = new Map<ResourceName, ResourceRuntime>();
    app.decorate('events', new RecordEvents(app.log));
    app.decorate('resources', resources);
    const exportGate = new ExportGate(opts.exportLimits ?? EXPORT_LIMITS);
    app.decorate('exportGate', exportGate);
    // Before the server waits for open answers: a download nobody reads would keep it waiting for ever.
    app.addHook('preClose', async () => exportGate.abortAll('el servidor se detiene'));
    for (const def of opts.resources) {
      const store = opts.stores[def.module];
      if (!store) throw new Error(`Sin tabla para el recurso ${def.module}`);
      resources.set(def.module, createRuntime(app, def, store, opts.stores, opts.hooks?.[def.module]));
    }
    for (const resource of resources.values()) registerResourceRoutes(app, resource);
    for (const resource of resources.values()) await resource.counts.track(app.database.sql);
  },
  { name: 'engine', dependencies: ['auth'] },
);
