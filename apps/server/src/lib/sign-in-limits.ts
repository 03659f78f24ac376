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
  /** How long each attempt on a slowed e-mail waits, one after another in this process. */
  slowDownMs: number;
}

/**
 * The sign-in flows' failure limits (issue 11 §3): a client is refused after too many failures on one e-mail or on
 * many, counted by its own address; failures on an e-mail from anywhere only slow the next attempts down. Nobody can
 * so lock an account they do not own: the owner still signs in from their own address, after a short wait.
 */
export class SignInLimits {
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly opts: SignInLimitsOptions) {}

  private keys(flow: string, ip: string, email: string) {
    return { pair: [`${flow}:pair:${ip}:${email}`], address: [`${flow}:ip:${ip}`], email: [`${flow}:email:${email}`] };
  }

  /**
   * Counts an attempt as a failure before its outcome is known (see FailureLimiter.attempt): false when the address is
   * blocked, for this e-mail or for all. An attempt on a slowed e-mail resolves only after its turn and the wait.
   */
  async attempt(flow: string, ip: string, email: string): Promise<boolean> {
    const keys = this.keys(flow, ip, email);
    if (!(await this.opts.pair.attempt(keys.pair))) return false;
    if (!(await this.opts.address.attempt(keys.address))) {
      await this.opts.pair.succeeded(keys.pair);
      return false;
    }
    const slowed = await this.opts.email.isBlocked(keys.email);
    await this.opts.email.fail(keys.email);
    if (slowed) await this.wait(keys.email[0]!);
    return true;
  }

  /** Gives back what `attempt` counted once the attempt proved valid. */
  async succeeded(flow: string, ip: string, email: string): Promise<void> {
    const keys = this.keys(flow, ip, email);
    await Promise.all([this.opts.pair.succeeded(keys.pair), this.opts.address.succeeded(keys.address), this.opts.email.succeeded(keys.email)]);
  }

  /** Attempts on one slowed e-mail take turns, each waiting `slowDownMs`: parallel guesses gain nothing. */
  private async wait(key: string): Promise<void> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const mine = previous.then(() => new Promise<void>((resolve) => setTimeout(resolve, this.opts.slowDownMs)));
    this.queues.set(key, mine);
    try {
      await mine;
    } finally {
      if (this.queues.get(key) === mine) this.queues.delete(key);
    }
  }
}
