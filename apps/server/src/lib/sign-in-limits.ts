import type { FailureLimiter } from './failure-limiter.ts';

export const ADDRESS_FACTOR = 3;

export interface SignInLimitsOptions {
  pair: FailureLimiter;
  address: FailureLimiter;
  email: FailureLimiter;
  slowDownMs: number;
}

/** Failures on an e-mail only slow later attempts, so nobody can lock an account they do not own. */
export class SignInLimits {
  constructor(private readonly opts: SignInLimitsOptions) {}

  private keys(flow: string, ip: string, email: string) {
    return { pair: [`${flow}:pair:${ip}:${email}`], address: [`${flow}:ip:${ip}`], email: [`${flow}:email:${email}`] };
  }

  async attempt(flow: string, ip: string, email: string): Promise<boolean> {
    const keys = this.keys(flow, ip, email);
    if (!(await this.opts.pair.attempt(keys.pair))) return false;
    if (!(await this.opts.address.attempt(keys.address))) {
      await this.opts.pair.succeeded(keys.pair);
      return false;
    }
    if (!(await this.opts.email.attempt(keys.email))) {
      await this.opts.email.fail(keys.email);
      await new Promise((resolve) => setTimeout(resolve, this.opts.slowDownMs));
    }
    return true;
  }

  async succeeded(flow: string, ip: string, email: string): Promise<void> {
    const keys = this.keys(flow, ip, email);
    await Promise.all([this.opts.pair.succeeded(keys.pair), this.opts.address.succeeded(keys.address), this.opts.email.succeeded(keys.email)]);
  }
}
