import { createHash, randomBytes, randomInt } from 'node:crypto';
import argon2 from 'argon2';
import { CODE_ALPHABET, CODE_LENGTH } from '@app/domain/core/auth';

// The test suites hash and check passwords by the thousand: there, argon2id's smallest cost, as Devise lowers its stretches in tests.
const COST = process.env.NODE_ENV === 'test' ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : {};

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...COST });

/** Verified against when the address is unknown, so both failures take the same time. */
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

/** A database leak then hands out no sessions. */
export const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export function loginCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export const recoveryToken = () => randomBytes(32).toString('base64url');

export function generatedPassword(): string {
  return randomBytes(12).toString('base64url');
}
