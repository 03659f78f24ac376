const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

function* causes(err: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const queue = [err];
  while (queue.length > 0) {
    const e = queue.shift();
    if (e === undefined || e === null || seen.has(e)) continue;
    seen.add(e);
    yield e;
    if (e instanceof AggregateError) queue.push(...e.errors);
    if (e instanceof Error) queue.push(e.cause);
  }
}

function codeOf(e: unknown): string | undefined {
  return e instanceof Error && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}

export function postgresCode(err: unknown): string | undefined {
  for (const e of causes(err)) {
    // A five-letter Node code (EPIPE) is no SQLSTATE.
    const code = codeOf(e);
    if (code && /^[0-9A-Z]{5}$/.test(code) && e instanceof Error && 'severity' in e) return code;
  }
  return undefined;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = codeOf(e);
    if (code && CONNECTION_CODES.has(code)) return true;
  }
  const state = postgresCode(err);
  return state !== undefined && UNAVAILABLE_STATES.test(state);
}
