import type { LoginInput, recoverSchema, SessionUser, VerifyInput } from '@app/domain/core/auth';
import type { AuthenticationOptions } from '@app/domain/core/passkeys';
import type { SecondFactorMethod, TotpSetup } from '@app/domain/core/second-factor';
import type { z } from 'zod';
import { useMutation, useMutationState } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';

export interface SignedIn {
  token: string;
  user: SessionUser;
}

/**
 * Step 1 answers 201 with the email (a code was mailed, or `methods` lists the second factors she may use, with the
 * passkey's challenge when one is offered) or 200 with the token (no second factor).
 */
export type LoginAnswer = { email: string; methods?: SecondFactorMethod[]; passkey?: AuthenticationOptions } | SignedIn;

/** A role that requires an app, an admin without one: the mailed code only opens its setup. */
export type Enrolment = TotpSetup & { email: string };

const loginKey = ['login'] as const;

export function isSignedIn(answer: LoginAnswer): answer is SignedIn {
  return 'token' in answer;
}

export function useLogin() {
  return useMutation({
    mutationKey: loginKey,
    mutationFn: (input: LoginInput) => api<LoginAnswer>('/auth/admins/login', { method: 'POST', body: input }),
    // Its 201 means "code sent", not a saved record.
    meta: { successFeedback: false },
  });
}

function useLastLoginAnswer(): LoginAnswer | undefined {
  const answers = useMutationState({ filters: { mutationKey: loginKey, status: 'success' }, select: (m) => m.state.data as { data: LoginAnswer } });
  return answers.at(-1)?.data;
}

/** The second factors the last step 1 offered; the mailed code when it named none. */
export function useLoginMethods(): SecondFactorMethod[] {
  const last = useLastLoginAnswer();
  return last && 'methods' in last && last.methods ? last.methods : ['code'];
}

/** The passkey challenge the last step 1 handed out, when she has a passkey. */
export function useLoginPasskey(): AuthenticationOptions | undefined {
  const last = useLastLoginAnswer();
  return last && 'passkey' in last ? last.passkey : undefined;
}

export function useVerify() {
  return useMutation({
    mutationFn: (input: VerifyInput) => api<SignedIn | Enrolment>('/auth/admins/verify', { method: 'POST', body: input }),
    // Its 202 asks for the app's setup, which the next screen says.
    meta: { successFeedback: false },
  });
}

export function useSendCode() {
  return useMutation({
    mutationFn: (email: string) => api<{ email: string }>('/auth/admins/send-code', { method: 'POST', body: { email } }),
  });
}

export function useEnrol() {
  return useMutation({
    mutationFn: (input: { email: string; code: string }) =>
      api<SignedIn & { recoveryCodes: string[] }>('/auth/admins/totp/enrol', { method: 'POST', body: input }),
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
