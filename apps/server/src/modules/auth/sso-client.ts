import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config.ts';

/** What the callback must find again: kept in the browser, encrypted, so that any server of a cluster can finish the flow. */
export interface SsoFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** The app's page she was going to, checked as one of its paths when the flow started. */
  returnTo?: string;
}

const FLOW_TTL = '10m';

/** The provider's configuration, discovered at the first sign-on and again after a failed discovery. */
export function oidcDiscovery(oidc: OidcConfig): () => Promise<client.Configuration> {
  let configuration: Promise<client.Configuration> | undefined;
  const issuer = new URL(oidc.issuer);
  // Plain http is accepted only from a provider on this machine (the tests' provider, a local Keycloak).
  const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return () => {
    configuration ??= client
      .discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
        execute: local ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err: unknown) => {
        configuration = undefined;
        throw err;
      });
    return configuration;
  };
}

export async function startFlow(configuration: client.Configuration, redirectUri: string, returnTo: string | undefined) {
  const flow: SsoFlow = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier(), returnTo };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email',
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return { flow, url };
}

/** The provider's word on who signed in: the ID token's e-mail, or the userinfo endpoint's when the token carries none. */
export async function finishFlow(configuration: client.Configuration, callbackUrl: URL, flow: SsoFlow) {
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  const source = typeof claims.email === 'string' ? claims : await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  return {
    email: typeof source.email === 'string' ? source.email.toLowerCase() : undefined,
    verified: source.email_verified === true,
  };
}

/** Seals the flow for its cookie with a key of its own, derived from the server's secret. */
export function flowSealer(secret: string) {
  const key = createHash('sha256').update(`sso-flow\0${secret}`).digest();
  return {
    seal: (flow: SsoFlow) =>
      new EncryptJWT({ ...flow }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setExpirationTime(FLOW_TTL).encrypt(key),
    async open(sealed: string | undefined): Promise<SsoFlow | undefined> {
      if (!sealed) return undefined;
      try {
        const { payload } = await jwtDecrypt(sealed, key);
        const { state, nonce, verifier, returnTo } = payload;
        if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') return undefined;
        return { state, nonce, verifier, returnTo: typeof returnTo === 'string' ? returnTo : undefined };
      } catch {
        return undefined;
      }
    },
  };
}
