import type { FailureLimiter } from './failure-limiter.ts';

/** How many more failures one address may make across every e-mail than against one e-mail. */
export const ADDRESS_FACTOR = 3;

export interface SignInLimitsOptions {
  /** Failures per address and e-mail pair in a window. */
  pair: FailureLimiter;
  /** Failures per address in a window, across e-mails (a higher limit). */
  address: FailureLimiter;
  /** Failures per e-mail in a window: past the limit each attempt waits, never refused. */
  email: FailureLimiter;
  /** How long each attempt on a slowed e-mail waits, on its own: never behind other attempts. */
  slowDownMs: number;
}

/**
 * The sign-in flows' failure limits: a client is refused after too many failures on one e-mail or on many, counted by
 * its own address; failures on an e-mail from anywhere only slow each later attempt by `slowDownMs`. Nobody can so
 * lock an account they do not own, nor hold its owner up longer than that: the waits of a crowd of attempts run side
 * by side, and the per-address limits are what stop a crowd.
 */
export class SignInLimits {
  constructor(private readonly opts: SignInLimitsOptions) {}

  private keys(flow: string, ip: string, email: string) {
    return { pair: [`${flow}:pair:${ip}:${email}`], address: [`${flow}:ip:${ip}`], email: [`${flow}:email:${email}`] };
  }

  /**
   * Counts an attempt as a failure before its outcome is known (see FailureLimiter.attempt): false when the address is
   * blocked, for this e-mail or for all. An attempt on a slowed e-mail resolves after `slowDownMs`.
   */
  async attempt(flow: string, ip: string, email: string): Promise<boolean> {
    const keys = this.keys(flow, ip, email);
    if (!(await this.opts.pair.attempt(keys.pair))) return false;
    if (!(await this.opts.address.attempt(keys.address))) {
      await this.opts.pair.succeeded(keys.pair);
      return false;
    }
    // Checked and counted in one step, so that a burst sent at once passes at most the limit without waiting.
    if (!(await this.opts.email.attempt(keys.email))) {
      await this.opts.email.fail(keys.email);
      await new Promise((resolve) => setTimeout(resolve, this.opts.slowDownMs));
    }
    return true;
  }

  /** Gives back what `attempt` counted once the attempt proved valid. */
  async succeeded(flow: string, ip: string, email: string): Promise<void> {
    const keys = this.keys(flow, ip, email);
    await Promise.all([this.opts.pair.succeeded(keys.pair), this.opts.address.succeeded(keys.address), this.opts.email.succeeded(keys.email)]);
  }
}
