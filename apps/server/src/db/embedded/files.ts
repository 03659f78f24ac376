import { open, stat } from 'node:fs/promises';

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export async function fsyncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A rename is durable only once its directory is synced. */
export async function fsyncDir(path: string): Promise<void> {
  await fsyncFile(path).catch(() => {});
}

export function errCode(err: unknown): string | undefined {
  return err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}
