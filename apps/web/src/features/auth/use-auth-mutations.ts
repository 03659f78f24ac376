import type { LoginInput, recoverSchema, SessionUser, VerifyInput } from '@app/domain/core/auth';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';

export interface SignedIn {
  token: string;
  user: SessionUser;
}

/** Step 1 answers 201 with the email (a code was mailed) or 200 with the token (no second factor). */
export type LoginAnswer = { email: string } | SignedIn;

export function isSignedIn(answer: LoginAnswer): answer is SignedIn {
  return 'token' in answer;
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => api<LoginAnswer>('/auth/admins/login', { method: 'POST', body: input }),
    // Its 201 means "code sent", not a saved record.
    meta: { successFeedback: false },
  });
}

export function useVerify() {
  return useMutation({
    mutationFn: (input: VerifyInput) => api<SignedIn>('/auth/admins/verify', { method: 'POST', body: input }),
  });
}

export function useRequestRecover() {
  return useMutation({
    mutationFn: (email: string) => api<unknown>('/auth/admins/request-recover', { method: 'POST', body: { email } }),
  });
}

export type RecoverInput = z.infer<typeof recoverSchema>;

export function useRecover() {
  return useMutation({
    mutationFn: (input: RecoverInput) => api<unknown>('/auth/admins/recover', { method: 'POST', body: input }),
  });
}
