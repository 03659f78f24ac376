import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Resource } from '@app/domain/core/define-resource';
import type { ResourceName } from '@app/domain/core/modules';
import { RecordEvents } from './events.ts';
import { EXPORT_LIMITS, ExportGate, type ExportLimits } from './export-gate.ts';
import type { ResourceHooks } from './hooks.ts';
import { createRecordService, type RecordService } from './record-service.ts';
import { registerResourceRoutes } from './routes.ts';
import type { Stores } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: ReadonlyMap<ResourceName, RecordService>;
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
    const services = new Map<ResourceName, RecordService>();
    app.decorate('events', new RecordEvents(app.log));
    app.decorate('services', services);
    const exportGate = new ExportGate(opts.exportLimits ?? EXPORT_LIMITS);
    app.decorate('exportGate', exportGate);
    // Before the server waits for open answers: a download nobody reads would keep it waiting for ever.
    app.addHook('preClose', async () => exportGate.abortAll('el servidor se detiene'));
    for (const def of opts.resources) {
      const store = opts.stores[def.module];
      if (!store) throw new Error(`Sin tabla para el recurso ${def.module}`);
      services.set(def.module, createRecordService(app, def, store, opts.stores, services, opts.hooks?.[def.module]));
    }
    for (const service of services.values()) registerResourceRoutes(app, service, services, opts.hooks?.[service.def.module]);
    for (const service of services.values()) await service.counts.track(app.database.sql);
  },
  { name: 'engine', dependencies: ['auth'] },
);

export function serviceOf(app: FastifyInstance, module: ResourceName): RecordService {
  const service = app.services.get(module);
  if (!service) throw new Error(`Sin servicio para ${module}`);
  return service;
}
