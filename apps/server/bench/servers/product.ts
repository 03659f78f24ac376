/**
 * The product as `npm start` serves it, on the bench's database, with the per-client request ceiling lifted (one
 * client sends every request of the load) and logs at `warn` (`LOG_LEVEL`). Prints `ready` and its pid once listening.
 */
import { buildApp, loggerOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connect.ts';

const config = loadConfig({ ...process.env, TWO_FACTOR: 'false' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: () => {} });
const app = await buildApp(config, database, { logger: loggerOptions(process.env.LOG_LEVEL ?? 'warn'), requestsPerMinute: 1e9 });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write(`ready ${process.pid}\n`);
process.on('SIGTERM', () => void app.close().then(() => database.close()).then(() => process.exit(0)));
