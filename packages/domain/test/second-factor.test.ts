import { describe, expect, it } from 'vitest';
import { verifySchema } from '../src/core/auth.ts';
import { secondFactorPolicySchema, totpProofSchema } from '../src/core/second-factor.ts';
import { es } from '../src/messages/es.ts';

const email = 'ana@example.com';
const codeError = (input: object) => verifySchema.safeParse({ email, ...input }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the second step of a sign-in', () => {
  it('keeps the mailed code as the default, so the spec’s body is unchanged', () => {
    expect(verifySchema.parse({ email, code: 'ab12cd' })).toEqual({ email, method: 'code', code: 'AB12CD' });
  });

  it('takes six digits for the app and XXXXX-XXXXX for a recovery code, each with its own message', () => {
    expect(verifySchema.parse({ email, method: 'totp', code: ' 012345 ' }).code).toBe('012345');
    expect(verifySchema.parse({ email, method: 'recovery', code: 'abcde-12345' }).code).toBe('ABCDE-12345');
    expect(codeError({ method: 'totp', code: 'ABC123' })).toEqual([['code', es.totp.codeFormat]]);
    expect(codeError({ method: 'recovery', code: 'ABCDE12345' })).toEqual([['code', es.totp.recoveryFormat]]);
    expect(codeError({ method: 'code', code: '12345' })).toEqual([['code', es.validation.codeInvalid]]);
    expect(codeError({ method: 'sms', code: '123456' })?.[0]?.[0]).toBe('method');
  });

  it('takes a passkey’s signed answer instead of a code', () => {
    expect(codeError({ method: 'passkey' })).toEqual([['credential', es.passkeys.credentialInvalid]]);
    expect(codeError({ method: 'passkey', credential: { id: 'a/b' } })?.every(([path, msg]) => path?.startsWith('credential') && msg === es.passkeys.credentialInvalid)).toBe(true);
    expect(codeError({ method: 'code' })).toEqual([['code', es.validation.loginRequired]]);
  });
});

describe('the second-factor policy and the proofs', () => {
  it('names a level for every role and nothing else', () => {
    expect(secondFactorPolicySchema.safeParse({ 0: 'code', 1: 'strong', 2: 'code' }).success).toBe(true);
    expect(secondFactorPolicySchema.safeParse({ 0: 'code', 1: 'strong' }).success).toBe(false);
    expect(secondFactorPolicySchema.safeParse({ 0: 'code', 1: 'app', 2: 'code' }).error?.issues[0]?.message).toBe(es.totp.levelInvalid);
  });

  it('asks for the password or a current code', () => {
    expect(totpProofSchema.safeParse({}).error?.issues[0]?.message).toBe(es.totp.proofRequired);
    expect(totpProofSchema.safeParse({ password: '' }).success).toBe(false);
    expect(totpProofSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(totpProofSchema.safeParse({ password: 'x' }).success).toBe(true);
  });
});
