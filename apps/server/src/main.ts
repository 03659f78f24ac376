import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { seedDemoData } from './db/demo/seed-demo.ts';
import { seedReferenceData } from './db/seed.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.ts';
import { storageFor } from './uploads/choose-storage.ts';

const config = loadConfig();
const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);

try {
  lockDataDir(config.dataDir);
} catch (err) {
  if (!(err instanceof DataDirInUseError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}

// An unusable bucket stops the start without leaving an embedded server behind.
const storage = await storageFor(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: (msg) => log.info(msg) });
const seed = await seedReferenceData(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, storage });
if (config.demoData) await seedDemoData(database.db, storage, { log: (msg) => log.info(msg) });
const app = await buildApp(config, database, { loggerInstance: log, storage });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'deteniendo');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://${config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
const lines = [`Back-office listo en ${url}`];
if (seed.createdAdmin) {
  lines.push(`Super usuario: ${seed.createdAdmin.email}`);
  if (seed.createdAdmin.generated) lines.push(`Contraseña (se muestra solo esta vez): ${seed.createdAdmin.password}`);
}
process.stdout.write(`\n${lines.join('\n')}\n\n`);
