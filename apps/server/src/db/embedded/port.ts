import { createServer } from 'node:net';
import { pgCtlStart, PortInUseError } from './pg-ctl-start.ts';
import { HOST, type Cluster } from './settings.ts';

const FIRST_PORT = 5433;
const PORT_TRIES = 20;

export async function startOnSomePort(c: Cluster, port: number | undefined): Promise<{ port: number; pid: number }> {
  if (port !== undefined) return { port, pid: await pgCtlStart(c, port) };
  for (let candidate = FIRST_PORT; candidate < FIRST_PORT + PORT_TRIES; candidate++) {
    if (!(await isPortFree(candidate))) continue;
    try {
      return { port: candidate, pid: await pgCtlStart(c, candidate) };
    } catch (err) {
      // Taken between the probe and PostgreSQL's bind.
      if (!(err instanceof PortInUseError)) throw err;
    }
  }
  const picked = await osPickedPort();
  return { port: picked, pid: await pgCtlStart(c, picked) };
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: HOST, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

function osPickedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: HOST, exclusive: true }, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('Sin puerto libre'))));
    });
  });
}
