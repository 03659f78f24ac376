import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** What a ceremony may get wrong on purpose, to test the server's refusals. */
export interface Tamper {
  origin?: string;
  challenge?: string;
  /** Leaves the "user verified" flag unset, as an authenticator without PIN or biometrics does. */
  noUserVerification?: boolean;
  /** Forces the signature counter, e.g. to replay an older value. */
  counter?: number;
}

interface Key {
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/**
 * A software WebAuthn authenticator with P-256 keys: it builds the same `none` attestations and signed assertions
 * a browser hands to @simplewebauthn/browser, so the API tests drive real ceremonies.
 */
export class SoftAuthenticator {
  readonly keys = new Map<string, Key>();

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  private authData(flags: number, counter: number, attested?: Uint8Array) {
    const head = Buffer.alloc(37);
    sha256(Buffer.from(this.rpId)).copy(head, 0);
    head.writeUInt8(flags, 32);
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  }

  private clientData(type: string, challenge: string, tamper: Tamper) {
    const json = JSON.stringify({ type, challenge: tamper.challenge ?? challenge, origin: tamper.origin ?? this.origin, crossOrigin: false });
    return Buffer.from(json);
  }

  private flags(tamper: Tamper) {
    return FLAG_UP | (tamper.noUserVerification ? 0 : FLAG_UV);
  }

  /** `navigator.credentials.create()` for the server's registration options. */
  register(options: { challenge: string; user: { id: string } }, tamper: Tamper = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose]);
    const authData = this.authData(this.flags(tamper) | FLAG_AT, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const credentialId = b64(id);
    this.keys.set(credentialId, { privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, tamper)),
        attestationObject: b64(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get()` with one of this authenticator's keys; the counter grows by one each time. */
  assert(options: { challenge: string }, credentialId: string, tamper: Tamper = {}) {
    const key = this.keys.get(credentialId);
    if (!key) throw new Error(`no key ${credentialId}`);
    key.counter = tamper.counter ?? key.counter + 1;
    const authData = this.authData(this.flags(tamper), key.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tamper);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key.privateKey);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: key.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
