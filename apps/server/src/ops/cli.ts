import { loadConfig } from '../config.ts';
import { backup, defaultArchiveName } from './backup.ts';
import { restore } from './restore.ts';

/** `npm run backup [file]` and `npm run restore <archive>`, with the product's own environment (DATA_DIR, DATABASE_URL…). */
const [command, arg] = process.argv.slice(2);
const log = (msg: string) => process.stderr.write(`${msg}\n`);

try {
  if (command === 'backup') {
    const { file, tables } = await backup(loadConfig(), arg || defaultArchiveName(), log);
    process.stdout.write(`Copia de seguridad escrita en ${file} (${tables} tablas)\n`);
  } else if (command === 'restore') {
    if (!arg) throw new Error('Uso: npm run restore <archivo.tar.gz>');
    const counts = await restore(loadConfig(), arg, log);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    process.stdout.write(`Copia restaurada: ${Object.keys(counts).length} tablas, ${rows} filas\n`);
  } else {
    throw new Error('Uso: cli.ts backup [archivo] | restore <archivo>');
  }
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
