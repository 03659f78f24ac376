import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from './errors.ts';
import { sharedLimiter } from './redis-failure-limiter.ts';
import { ADDRESS_FACTOR, SignInLimits } from './sign-in-limits.ts';

export interface AuthLimitOptions {
  failureLimit: number;
  failureWindowMs: number;
  /** Each attempt on an e-mail with too many failures waits on its own, never behind other attempts. */
  slowDownMs: number;
  mailsPerWindow: number;
}

/** The sign-in limits and mail caps of a sign-in flow, shared by the admins' and the public site's routes. */
export function authLimits(app: FastifyInstance, opts: AuthLimitOptions) {
  const limiter = (limit: number) => sharedLimiter(app.redis, limit, opts.failureWindowMs);
  const limits = new SignInLimits({
    pair: limiter(opts.failureLimit),
    address: limiter(opts.failureLimit * ADDRESS_FACTOR),
    email: limiter(opts.failureLimit),
    slowDownMs: opts.slowDownMs,
  });
  const mails = limiter(opts.mailsPerWindow);
  const mailKey = (kind: string, email: string) => [`mail:${kind}:${email}`];

  return {
    async attempt(flow: string, request: FastifyRequest, email: string): Promise<void> {
      if (!(await limits.attempt(flow, request.ip, email))) throw tooManyAttempts();
    },
    succeeded: (flow: string, request: FastifyRequest, email: string) => limits.succeeded(flow, request.ip, email),
    mayMail: (kind: string, email: string) => mails.attempt(mailKey(kind, email)),
    mailsBlocked: (kind: string, email: string) => mails.isBlocked(mailKey(kind, email)),
  };
}
