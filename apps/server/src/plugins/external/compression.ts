import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
/** Above this a body is compressed as a stream: one synchronous call would hold every other request too long. */
const SYNC_LIMIT = 256 * 1024;
const COMPRESSIBLE = /^(application\/json|text\/)/i;

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}

/** @fastify/compress pipes each body through a new stream, which costs more than the compression itself. */
function compressInPlace(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload?: unknown) => void) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  const size = Buffer.byteLength(payload);
  const header = request.headers['accept-encoding'];
  if (size < THRESHOLD || size > SYNC_LIMIT || header === undefined || reply.hasHeader('content-encoding')) return done(null, payload);
  if (request.headers['x-no-compression'] !== undefined || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) {
    return done(null, payload);
  }
  const encoding = negotiate(header.toLowerCase().replace(/\bx-gzip\b|\*/g, 'gzip'), [...ENCODINGS]);
  if (encoding !== 'br' && encoding !== 'gzip') return done(null, payload);
  const body =
    encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
      : gzipSync(payload);
  addVary(reply);
  reply.header('content-encoding', encoding).removeHeader('content-length');
  done(null, body);
}

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Registered first: @fastify/compress's hook then finds the answer already encoded and leaves it.
    app.addHook('onSend', compressInPlace);
    await app.register(compress, { threshold: THRESHOLD, encodings: [...ENCODINGS] });
  },
  { name: 'compression' },
);
