import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { webauthnErrorKey } from './webauthn-error.ts';

const browserError = (name: string, code: WebAuthnError['code'] = 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY') =>
  new WebAuthnError({ message: name, code, cause: new DOMException(name, name), name });

describe('webauthnErrorKey', () => {
  it('words a cancelled or timed-out prompt, a key already registered and any other browser refusal', () => {
    expect(webauthnErrorKey(browserError('NotAllowedError'))).toBe('passkeys.cancelled');
    expect(webauthnErrorKey(new DOMException('x', 'NotAllowedError'))).toBe('passkeys.cancelled');
    expect(webauthnErrorKey(browserError('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe('passkeys.alreadyRegistered');
    expect(webauthnErrorKey(browserError('SecurityError', 'ERROR_INVALID_DOMAIN'))).toBe('passkeys.failed');
  });

  it('leaves server answers to the global handler', () => {
    expect(webauthnErrorKey(new ApiError(401, 'No autorizado', []))).toBeNull();
    expect(webauthnErrorKey(new Error('red'))).toBeNull();
  });
});
