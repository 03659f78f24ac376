import type { SsoFailure } from '@app/domain/core/sso';

const FAILURES: readonly SsoFailure[] = ['expired', 'state', 'cancelled', 'failed', 'unverified', 'unknown', 'provider'];

export type SsoLanding = { ticket: string } | { failure: SsoFailure; email: string };

/** What the server's callback put in `/sso#…`; anything else (a hand-typed or stale address) reads as an expired request. */
export function readLanding(hash: string): SsoLanding {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = params.get('ticket');
  if (ticket) return { ticket };
  const error = params.get('error');
  const failure = FAILURES.find((known) => known === error) ?? 'expired';
  return { failure, email: params.get('email') ?? '' };
}
