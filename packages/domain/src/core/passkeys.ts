import { z } from 'zod';
import { es } from '../messages/es.ts';

const m = es.passkeys;

export const PASSKEY_NAME_MAX = 60;
const base64url = z.string({ error: m.credentialInvalid }).max(16_384, { error: m.credentialInvalid }).regex(/^[A-Za-z0-9_-]*$/, { error: m.credentialInvalid });
const invalid = { error: m.credentialInvalid };
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'], invalid), invalid).max(7, invalid);

export const passkeyName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(PASSKEY_NAME_MAX, { error: m.nameTooLong });

/** What `navigator.credentials.create()` answers, as @simplewebauthn/browser encodes it. */
export const registrationCredentialSchema = z.object(
  {
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key', invalid),
    response: z.object({ clientDataJSON: base64url, attestationObject: base64url, transports: transports.optional() }, invalid),
    authenticatorAttachment: z.enum(['platform', 'cross-platform'], invalid).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown(), invalid).default({}),
  },
  invalid,
);

/** What `navigator.credentials.get()` answers, as @simplewebauthn/browser encodes it. */
export const authenticationCredentialSchema = z.object(
  {
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key', invalid),
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }, invalid),
    authenticatorAttachment: z.enum(['platform', 'cross-platform'], invalid).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown(), invalid).default({}),
  },
  invalid,
);
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

export const passkeyCreateSchema = z.object({ name: passkeyName, credential: registrationCredentialSchema });
export const passkeyRenameSchema = z.object({ name: passkeyName });
export const passkeyLoginSchema = z.object({ credential: authenticationCredentialSchema });

export const passkeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

const descriptor = z.object({ id: z.string(), type: z.literal('public-key'), transports: transports.optional() });

/** The options of `navigator.credentials.create()`, as the server generates them. */
export const registrationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** The options of `navigator.credentials.get()`; no `allowCredentials` asks for a discoverable passkey. */
export const authenticationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: z.string().optional(),
});
export type AuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;

/** Whether the login page offers «Entrar con llave de acceso» (PASSKEY_LOGIN). */
export const passkeySettingsSchema = z.object({ login: z.boolean() });
export type PasskeySettings = z.infer<typeof passkeySettingsSchema>;
