import { createServer, type Server } from 'node:http';

/** A place the stub knows, as a Nominatim `search?format=json` answers it (coordinates as text). */
export interface StubPlace {
  display_name: string;
  lat: string;
  lon: string;
}

export interface NominatimStub {
  /** Every search the server under test made, by its query. */
  queries: string[];
  close(): Promise<void>;
}

/**
 * A Nominatim-compatible geocoder on loopback for the browser tests (playwright.config.ts points GEOCODER_URL and
 * MAP_TILE_URL at it): `search` answers the places whose name contains a word of the query, and fails (500) for a
 * query containing `failWord`; tiles are never there, as on a machine without internet.
 */
export async function startNominatimStub(places: readonly StubPlace[], failWord = 'averiado'): Promise<NominatimStub> {
  const port = Number(process.env.E2E_STUB_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_STUB_PORT is not set: run the tests through e2e/playwright.config.ts');
  const queries: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/search' && url.searchParams.get('format') === 'json') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      queries.push(q);
      if (q.includes(failWord)) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('error interno');
        return;
      }
      const words = q.split(/[\s,]+/).filter((w) => w.length > 3);
      const found = places.filter((p) => words.some((w) => p.display_name.toLowerCase().includes(w)));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { queries, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
