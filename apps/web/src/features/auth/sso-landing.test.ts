import { describe, expect, it } from 'vitest';
import { readLanding } from './sso-landing.ts';

describe('readLanding', () => {
  it('reads the one-time ticket', () => {
    expect(readLanding('#ticket=abc_DEF-123')).toEqual({ ticket: 'abc_DEF-123', to: '/home' });
  });

  it('reads a refusal and the e-mail it names', () => {
    expect(readLanding('#error=unknown&email=ana%2Bsso%40example.com')).toEqual({ failure: 'unknown', email: 'ana+sso@example.com', to: '/home' });
    expect(readLanding('#error=cancelled')).toEqual({ failure: 'cancelled', email: '', to: '/home' });
  });

  it('reads an empty, unknown or hand-made address as an expired request', () => {
    expect(readLanding('')).toEqual({ failure: 'expired', email: '', to: '/home' });
    expect(readLanding('#error=<script>')).toEqual({ failure: 'expired', email: '', to: '/home' });
    expect(readLanding('#ticket=')).toEqual({ failure: 'expired', email: '', to: '/home' });
  });

  it('goes on to the page she asked for when it is one of this app’s paths, else home', () => {
    const page = '/flashcards/1?tab=historial#comentarios';
    expect(readLanding(`#ticket=abc&to=${encodeURIComponent(page)}`)).toEqual({ ticket: 'abc', to: page });
    expect(readLanding('#error=failed&to=%2Fadmins')).toEqual({ failure: 'failed', email: '', to: '/admins' });
    for (const elsewhere of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/']) {
      expect(readLanding(`#ticket=abc&to=${encodeURIComponent(elsewhere)}`).to).toBe('/home');
    }
  });
});
