import { describe, expect, it } from 'vitest';
import { readLanding } from './sso-landing.ts';

describe('readLanding', () => {
  it('reads the one-time ticket', () => {
    expect(readLanding('#ticket=abc_DEF-123')).toEqual({ ticket: 'abc_DEF-123' });
  });

  it('reads a refusal and the e-mail it names', () => {
    expect(readLanding('#error=unknown&email=ana%2Bsso%40example.com')).toEqual({ failure: 'unknown', email: 'ana+sso@example.com' });
    expect(readLanding('#error=cancelled')).toEqual({ failure: 'cancelled', email: '' });
  });

  it('reads an empty, unknown or hand-made address as an expired request', () => {
    expect(readLanding('')).toEqual({ failure: 'expired', email: '' });
    expect(readLanding('#error=<script>')).toEqual({ failure: 'expired', email: '' });
    expect(readLanding('#ticket=')).toEqual({ failure: 'expired', email: '' });
  });
});
