import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backup, defaultArchiveName } from './backup.ts';
import { restore } from './restore.ts';

const [command, ...rest] = process.argv.slice(2);
const flags = rest.filter((a) => a.startsWith('--'));
const [arg] = rest.filter((a) => !a.startsWith('--'));
const log = (msg: string) => process.stderr.write(`${msg}\n`);
const restoreUsage =
  'Uso: npm run restore <archivo.tar.gz>\n' +
  '     npm run restore -- --allow-readable <archivo.tar.gz>   (restaura también una copia que otros usuarios pueden leer)';

try {
  if (command === 'backup' && flags.length === 0) {
    const { file, tables } = await backup(loadConfig(), arg || defaultArchiveName(), log);
    process.stdout.write(`Copia de seguridad escrita en ${file} (${tables} tablas)\n`);
    process.stdout.write('Tiene permisos 600 (solo su propietario puede leerla): contiene contraseñas cifradas, datos personales y la clave de los ajustes; guárdela igual de protegida\n');
  } else if (command === 'restore' && flags.every((f) => f === '--allow-readable')) {
    if (!arg) throw new Error(restoreUsage);
    // Not loadConfig: it creates DATA_DIR and its secrets, and a refused restore leaves DATA_DIR as it was.
    const target = { dataDir: resolve(process.env.DATA_DIR || './data'), databaseUrl: process.env.DATABASE_URL || undefined };
    const counts = await restore(target, arg, { log, allowReadable: flags.includes('--allow-readable') });
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    process.stdout.write(`Copia restaurada: ${Object.keys(counts).length} tablas, ${rows} filas\n`);
  } else {
    throw new Error(command === 'restore' ? restoreUsage : 'Uso: cli.ts backup [archivo] | restore [--allow-readable] <archivo>');
  }
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
