/** A real OpenID provider (oidc-provider) on a loopback port, and a browser that walks through its sign-in. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export const CLIENT_ID = 'backoffice';
export const CLIENT_SECRET = 'secreto-del-cliente-de-prueba-0123456789';

export interface TestProvider {
  issuer: string;
  /** Who signs in as each login name: their e-mail and whether the provider vouches for it. */
  accounts: Map<string, { email: string; verified: boolean }>;
  close(): Promise<void>;
}

export async function startProvider(redirectUris: string[]): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts: TestProvider['accounts'] = new Map();
  const provider = new Provider(issuer, {
    clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
    claims: { email: ['email', 'email_verified'] },
    cookies: { keys: ['claves-de-las-cookies-del-proveedor'] },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 300, AuthorizationCode: 60, Grant: 600, IdToken: 300, Interaction: 600, Session: 600 },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: accounts.get(sub)?.email, email_verified: accounts.get(sub)?.verified }),
    }),
  });
  server.on('request', provider.callback());
  return { issuer, accounts, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** Follows the provider's redirects as a browser would (cookies included), signs in as `login`, consents, and returns the URL it sends back to the app. */
export async function signInAtProvider(authorizationUrl: string, login: string, until: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    if (url.href.startsWith(until)) return url;
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      form = undefined;
      continue;
    }
    const prompt = /name="prompt" value="(\w+)"/.exec(await res.text())?.[1];
    if (res.status !== 200 || !prompt) throw new Error(`el proveedor respondió ${res.status} en ${url.pathname}`);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'x' } : { prompt });
  }
  throw new Error('el proveedor no devolvió al back-office');
}
