import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Resource } from '@app/domain/core/define-resource';
import type { ResourceName } from '@app/domain/core/modules';
import type { Executor, Tx } from '../../db/connect.ts';
import { createCodec, type RecordCodec } from '../codec.ts';
import { createCounts, type Counts } from '../counts.ts';
import type { RecordEvent } from '../events.ts';
import type { ResourceHooks } from '../hooks.ts';
import type { ResourceStore, Stores } from '../store.ts';
import { createUploads } from '../uploads.ts';
import { adminActor, SYSTEM, type RecordActor } from './actor.ts';

/** What the engine knows of one resource: its definition, table, codec, counters, files and module hooks. */
export interface ResourceRuntime {
  def: Resource;
  table: ResourceStore['table'];
  codec: RecordCodec;
  counts: Counts;
  uploads: ReturnType<typeof createUploads>;
  hooks: ResourceHooks;
  searchText?: PgColumn;
}

export function createRuntime(app: FastifyInstance, def: Resource, store: ResourceStore, stores: Stores, hooks: ResourceHooks = {}): ResourceRuntime {
  const codec = createCodec(def, store, stores);
  const uploads = createUploads(app, def, Object.keys(hooks.extraBody?.shape ?? {}));
  const { searchText } = getTableColumns(store.table) as Record<string, PgColumn | undefined>;
  return { def, table: store.table, codec, counts: createCounts(app.database.db, def, codec), uploads, hooks, searchText };
}

/** The arguments every record operation starts from. `db` is the pool, or the transaction of the change under way. */
export interface RecordContext {
  app: FastifyInstance;
  resource: ResourceRuntime;
  actor: RecordActor;
  db: Executor;
  /** Files of a multipart body and mail links come from the request; jobs have none. */
  request?: FastifyRequest;
}

/** Inside a change: its transaction, and work to do once it has committed. */
export interface ChangeContext extends RecordContext {
  db: Tx;
  tx: Tx;
  afterCommit: (fn: () => Promise<void> | void) => void;
}

export function runtimeOf(app: FastifyInstance, module: ResourceName): ResourceRuntime {
  const resource = app.resources.get(module);
  if (!resource) throw new Error(`Sin recurso ${module}`);
  return resource;
}

/** A route's context: the signed-in admin acting on `module`. */
export const adminContext = (request: FastifyRequest, module: ResourceName): RecordContext => ({
  app: request.server,
  resource: runtimeOf(request.server, module),
  actor: adminActor(request),
  db: request.server.database.db,
  request,
});

/** A public-site route's context: the signed-in user (`userId`) or a visitor (`null`) acting on `module`. */
export const publicContext = (request: FastifyRequest, module: ResourceName, userId: string | null): RecordContext => ({
  app: request.server,
  resource: runtimeOf(request.server, module),
  actor: { kind: 'user', id: userId },
  db: request.server.database.db,
  request,
});

export const systemContext = (app: FastifyInstance, module: ResourceName): RecordContext => ({
  app,
  resource: runtimeOf(app, module),
  actor: SYSTEM,
  db: app.database.db,
});

/** The same actor, transaction and request, on another resource. */
export function on<C extends RecordContext>(ctx: C, module: ResourceName): C {
  return { ...ctx, resource: runtimeOf(ctx.app, module) };
}

/** A socket.io id; any other value names no tab. */
const SOCKET_ID = /^[\w-]{1,64}$/;
const tabOf = (request: FastifyRequest | undefined) => {
  const id = request?.headers['x-socket-id'];
  return typeof id === 'string' && SOCKET_ID.test(id) ? id : undefined;
};

const inChange = (ctx: RecordContext): ctx is ChangeContext => 'afterCommit' in ctx;

/** Runs `work` in one transaction (or in the caller's, when it is already in a change); after-commit work follows. */
export async function change<T>(ctx: RecordContext, work: (ctx: ChangeContext) => Promise<T>): Promise<T> {
  if (inChange(ctx)) return work(ctx);
  const deferred: (() => Promise<void> | void)[] = [];
  const result = await ctx.app.database.db.transaction((tx) => work({ ...ctx, db: tx, tx, afterCommit: (fn) => deferred.push(fn) }));
  for (const fn of deferred) {
    try {
      await fn();
    } catch (err) {
      ctx.app.log.error({ err }, 'tarea posterior al cambio no realizada');
    }
  }
  return result;
}

/** Stores what the event causes in the change's transaction; sockets and listeners hear of it after the commit. */
export async function emit(ctx: ChangeContext, event: Omit<RecordEvent, 'module' | 'actor' | 'by'>): Promise<void> {
  const { actor } = ctx;
  const happened: RecordEvent = {
    ...event,
    module: ctx.resource.def.module,
    actor: actor.kind === 'admin' ? { id: actor.id, role: actor.role, gta: actor.gta, viewer: actor.viewer } : null,
    by: actor.kind,
    tab: tabOf(ctx.request),
  };
  const told = await ctx.app.events.store(ctx.tx, happened);
  ctx.afterCommit(() => {
    for (const tell of told) tell();
    ctx.app.events.emit(happened);
  });
}
