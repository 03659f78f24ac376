import { WebAuthnError } from '@simplewebauthn/browser';

export type WebAuthnErrorKey = 'passkeys.cancelled' | 'passkeys.alreadyRegistered' | 'passkeys.unsupported' | 'passkeys.failed';

/** The i18n key that words why the browser refused a passkey ceremony; null for anything else (a server answer, shown by the global handler). */
export function webauthnErrorKey(error: unknown): WebAuthnErrorKey | null {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'passkeys.alreadyRegistered';
    // The user closed the browser's prompt, or it timed out: both surface as NotAllowedError.
    if (error.name === 'NotAllowedError' || error.code === 'ERROR_CEREMONY_ABORTED') return 'passkeys.cancelled';
    return 'passkeys.failed';
  }
  if (error instanceof DOMException) return error.name === 'NotAllowedError' || error.name === 'AbortError' ? 'passkeys.cancelled' : 'passkeys.failed';
  return null;
}
