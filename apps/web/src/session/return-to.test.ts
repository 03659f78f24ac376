import { describe, expect, it } from 'vitest';
import { afterLogin, returnState } from './return-to.ts';

describe('afterLogin', () => {
  it('returns to the page asked for, with its query', () => {
    expect(afterLogin(returnState({ pathname: '/companies', search: '?sector=x&page=2', hash: '' }))).toBe('/companies?sector=x&page=2');
    expect(afterLogin({ from: '/admins/5e0b2c55-1e4c-4a51-9f6e-7bc0b3d7e9a1' })).toBe('/admins/5e0b2c55-1e4c-4a51-9f6e-7bc0b3d7e9a1');
  });

  it('goes home for anything else: no state, another site, the login itself', () => {
    expect(afterLogin(undefined)).toBe('/home');
    expect(afterLogin(null)).toBe('/home');
    expect(afterLogin({ from: 42 })).toBe('/home');
    expect(afterLogin({ from: 'https://example.com/' })).toBe('/home');
    expect(afterLogin({ from: '//example.com/x' })).toBe('/home');
    expect(afterLogin({ from: '/\\example.com' })).toBe('/home');
    expect(afterLogin({ from: '/' })).toBe('/home');
  });
});
