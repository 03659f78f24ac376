/**
 * Maps and addresses (CONTRACT "Maps and addresses"): the map settings the web app reads, the CSP that lets tiles in as
 * images only, and the address lookup the server makes on a Nominatim-compatible service: a stub on loopback here, so
 * that no test reaches outside the machine. Its absence, errors, silence and oversized answers each answer a clear
 * Spanish message; it is asked at most once a second, and once for identical searches.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEOCODER_MESSAGES } from '@app/domain/core/maps';
import { es } from '@app/domain/messages/es';
import { DEFAULT_MAP_TILE_URL, loadConfig } from '../../src/config.ts';
import { createGeocoder } from '../../src/modules/good-practices/geocoder.ts';
import { tileImageSource } from '../../src/modules/good-practices/map-routes.ts';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk } from '../helpers/expect.ts';
import { practiceAdmin } from '../helpers/good-practices.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A Nominatim-compatible stub whose answer each test sets; it records the queries it got and when. */
async function startStub() {
  let handler: Handler = (_req, res) => res.end('[]');
  const seen: URL[] = [];
  const times: number[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(new URL(req.url ?? '/', 'http://stub'));
    times.push(performance.now());
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`,
    seen,
    times,
    answer(next: Handler) {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (body: unknown, status = 200): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** A list of places of 5 MB, sent in pieces as the reader takes them, until it is all sent or the reader hangs up. */
function fiveMegabytes(declared: boolean): Handler {
  const place = JSON.stringify({ display_name: `Calle ${'larga '.repeat(40)}`, lat: '19.4', lon: '-99.1' });
  const body = Buffer.from(`[${Array.from({ length: Math.ceil((5 * 1024 * 1024) / place.length) }, () => place).join(',')}]`);
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', ...(declared ? { 'content-length': body.length } : {}) });
    let sent = 0;
    const pump = () => {
      while (sent < body.length && !res.destroyed) {
        const chunk = body.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (!res.destroyed) res.end();
    };
    pump();
  };
}

let stub: Awaited<ReturnType<typeof startStub>>;
let t: TestApp;
let bare: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  stub = await startStub();
  [t, bare] = await Promise.all([
    startTestApp({ geocoderUrl: stub.url, geocoderTimeoutMs: 300, mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' }),
    startTestApp(),
  ]);
  api = client(t, await loginAsSuper(t));
});
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close()]);
  await stub?.close();
});

const search = (q: string, target = api) => target.get(`/api/geocoder/search?q=${encodeURIComponent(q)}`);

describe('map settings', () => {
  it('GET /api/public-config: tiles, attribution, whether addresses can be looked up, the public site', async () => {
    expect(expectOk(await api.get('/api/public-config'), 200, es.api.ok)).toEqual({
      tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
      geocoder: true,
      publicSiteUrl: t.config.publicSiteUrl,
    });
    const plain = client(bare, await loginAsSuper(bare));
    expect(expectOk(await plain.get('/api/public-config'), 200, es.api.ok)).toMatchObject({ tileUrl: DEFAULT_MAP_TILE_URL, geocoder: false });
  });

  it('needs a session, any admin', async () => {
    expect((await client(t).get('/api/public-config')).status).toBe(401);
    expect((await (await practiceAdmin(t, {})).api.get('/api/public-config')).status).toBe(200);
  });

  it('the CSP lets the tile host in for images only', async () => {
    const csp = String((await api.get('/api/public-config')).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://*.tiles.example.org");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('script-src')).toBe("script-src 'self'");
  });

  it('reads MAP_TILE_URL and GEOCODER_URL, and refuses bad ones at start', () => {
    const config = loadConfig({ DATA_DIR: bare.config.dataDir, MAP_TILE_URL: 'http://127.0.0.1:9/t/{z}/{x}/{y}.png', GEOCODER_URL: 'http://127.0.0.1:9' });
    expect(config).toMatchObject({ mapTileUrl: 'http://127.0.0.1:9/t/{z}/{x}/{y}.png', geocoderUrl: 'http://127.0.0.1:9' });
    expect(() => loadConfig({ DATA_DIR: bare.config.dataDir, MAP_TILE_URL: 'https://tiles.example.org/{z}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ DATA_DIR: bare.config.dataDir, GEOCODER_URL: 'ftp://geo.example.org' })).toThrow(/GEOCODER_URL/);
    expect(tileImageSource('http://127.0.0.1:9/t/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9');
  });
});

describe('address lookup', () => {
  it('asks the geocoder with the query and answers label, lat and lng of each place', async () => {
    stub.answer(
      json([
        { display_name: 'Avenida Juárez, Centro, Cuauhtémoc, Ciudad de México, México', lat: '19.4352', lon: '-99.1412', importance: 0.6 },
        { display_name: 'Juárez, Chihuahua, México', lat: '31.7200', lon: '-106.4600' },
      ]),
    );
    const places = expectOk(await search('Av. Juárez, CDMX'), 200, GEOCODER_MESSAGES.found);
    expect(places).toEqual([
      { label: 'Avenida Juárez, Centro, Cuauhtémoc, Ciudad de México, México', lat: 19.4352, lng: -99.1412 },
      { label: 'Juárez, Chihuahua, México', lat: 31.72, lng: -106.46 },
    ]);
    const asked = stub.seen.at(-1)!;
    expect(asked.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ q: 'Av. Juárez, CDMX', format: 'json' });
  });

  it('leaves out places it cannot read, and answers none as an empty list', async () => {
    stub.answer(json([{ display_name: 'Sin coordenadas' }, { display_name: 'Fuera de rango', lat: '123', lon: '0' }, { display_name: 'Bien', lat: '20', lon: '-100' }]));
    expect(expectOk(await search('Querétaro'), 200, GEOCODER_MESSAGES.found)).toEqual([{ label: 'Bien', lat: 20, lng: -100 }]);
    stub.answer(json([]));
    expect(expectOk(await search('Lugar inexistente'), 200, GEOCODER_MESSAGES.found)).toEqual([]);
  });

  it.each([
    ['an error status', json({ error: 'down' }, 500)],
    ['something that is not JSON', ((_req, res) => res.end('<html>mantenimiento</html>')) as Handler],
    ['JSON that is not a list', json({ places: [] })],
    ['a closed connection', ((req) => req.socket.destroy()) as Handler],
  ])('502 with a clear message when it answers %s', async (_label, handler) => {
    stub.answer(handler);
    expectError(await search('Monterrey'), 502, GEOCODER_MESSAGES.unavailable);
  });

  it('504 when it does not answer in time', async () => {
    stub.answer((_req, res) => setTimeout(() => json([])(_req, res), 1500));
    expectError(await search('Mérida'), 504, GEOCODER_MESSAGES.timeout);
  });

  it('503 when no geocoder is configured: the form offers manual coordinates', async () => {
    const plain = client(bare, await loginAsSuper(bare));
    expectError(await search('Oaxaca', plain), 503, GEOCODER_MESSAGES.notConfigured);
  });

  it('a geocoder that cannot be reached is 502, not a crash', async () => {
    const unreachable = await startTestApp({ geocoderUrl: 'http://127.0.0.1:9/', geocoderTimeoutMs: 500 });
    try {
      expectError(await search('Tijuana', client(unreachable, await loginAsSuper(unreachable))), 502, GEOCODER_MESSAGES.unavailable);
    } finally {
      await unreachable.close();
    }
  });

  it.each([
    ['', 'Escriba una dirección para buscar'],
    ['ab', 'Escriba al menos 3 caracteres'],
    ['x'.repeat(201), es.validation.max(200)],
  ])('refuses the query %j with «%s»', async (q, msg) => {
    expectError(await search(q), 400, es.api.validation, [{ path: 'q', msg }]);
  });

  it.each([
    ['with its length declared', true],
    ['streamed without a length', false],
  ])('502 with a clear message when it answers 5 MB %s: read no further than 1 MB', async (_label, declared) => {
    stub.answer(fiveMegabytes(declared));
    expectError(await search(`Ciudad Grande ${declared}`), 502, GEOCODER_MESSAGES.tooLarge);
  });

  it('two identical searches, at once or typed with other spacing and case, ask it once', async () => {
    stub.answer(json([{ display_name: 'Paseo de la Reforma 222, Ciudad de México', lat: '19.4284', lon: '-99.1626' }]));
    const before = stub.seen.length;
    const [first, second] = await Promise.all([search('Reforma 222, CDMX'), search('Reforma 222, CDMX')]);
    const third = await search('  reforma   222,  cdmx ');
    const places = [{ label: 'Paseo de la Reforma 222, Ciudad de México', lat: 19.4284, lng: -99.1626 }];
    for (const answer of [first, second, third]) expect(expectOk(answer!, 200, GEOCODER_MESSAGES.found)).toEqual(places);
    expect(stub.seen.length - before).toBe(1);
  });

  it('different searches at once reach it one a second, each answered', async () => {
    stub.answer(json([]));
    const before = stub.times.length;
    const answers = await Promise.all(['Saltillo', 'Durango', 'Colima'].map((q) => search(q)));
    for (const answer of answers) expectOk(answer, 200, GEOCODER_MESSAGES.found);
    const times = stub.times.slice(before);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(950);
  });

  it('a search that would wait too long for its turn is 503 at once, and never reaches it', async () => {
    stub.answer(json([]));
    const geocoder = createGeocoder({ baseUrl: stub.url, timeoutMs: 300, maxWaitMs: 0 });
    const before = stub.seen.length;
    const [first, second] = await Promise.allSettled([geocoder.search('Toluca'), geocoder.search('Pachuca')]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { statusCode: 503, message: GEOCODER_MESSAGES.busy } });
    expect(stub.seen.length - before).toBe(1);
  });

  it('is part of editing practices: it needs their approve flag', async () => {
    stub.answer(json([]));
    expect((await search('Puebla', (await practiceAdmin(t, { read: true })).api)).status).toBe(403);
    expect((await search('Puebla', (await practiceAdmin(t, { read: true, approve: true }, 2)).api)).status).toBe(200);
  });
});
