import { describe, expect, it } from 'vitest';
import { historyQuerySchema } from '../src/core/audit-log.ts';
import { isCommonPassword, PASSWORD_MIN_LENGTH, recoverSchema } from '../src/core/auth.ts';
import { COMMON_PASSWORDS } from '../src/core/common-passwords.ts';
import { es } from '../src/messages/es.ts';
import { filters } from '../src/resources/filters.ts';

const body = (password: string) => ({ email: 'a@example.com', recoverPasswordToken: 'A'.repeat(43), password, cfrmPassword: password });
const messages = (password: string) => {
  const result = recoverSchema.safeParse(body(password));
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('new passwords (issue 11 §3)', () => {
  it(`need ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(messages('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual([es.validation.passwordWeak]);
    expect(messages('Río-claro-2025')).toEqual([]);
  });

  it('may not be one of the bundled common ones, in any case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    for (const p of COMMON_PASSWORDS) expect(p.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    expect(isCommonPassword('QwErTy123456')).toBe(true);
    expect(messages('qwerty123456')).toEqual([es.validation.passwordCommon]);
  });
});

describe('the audit log query (issue 11 §5)', () => {
  it('takes every filter optional, and refuses bad ones', () => {
    expect(historyQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(historyQuerySchema.parse({ module: 'sectors', cause: 'edit', from: '2025-01-01', to: '2025-01-31', author: '' })).toMatchObject({
      module: 'sectors',
      cause: 'edit',
      from: '2025-01-01',
    });
    for (const bad of [{ cause: 'x' }, { module: 'a b' }, { from: '2025-02-02', to: '2025-02-01' }, { author: 'x' }]) {
      expect(historyQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("a filter's type (issue 11 §5)", () => {
  it('is a reference to a filter type, sent as its _id', () => {
    expect(filters.fields.filterType).toMatchObject({ kind: 'reference', target: 'filterTypes' });
    expect(filters.createSchema.safeParse({ value: 'Norte', filterType: 'region' }).success).toBe(false);
    expect(filters.createSchema.safeParse({ value: 'Norte', filterType: '0b7c9a36-5b8e-4a57-9d5e-0c1f2a3b4c5d' }).success).toBe(true);
  });
});
