import type { FileStorage } from '../../uploads/storage.ts';
import { removeStored, storeUpload } from '../../uploads/store-upload.ts';
import { render } from './images.ts';

/**
 * The demo's files, stored through the same pipeline as an upload (an image gets its WebP original and its 70 and
 * 190 variants), with every key kept so that a failed load can remove them all.
 */
export function fileBatch(storage: FileStorage) {
  const keys: string[] = [];
  return {
    /** Draws the SVG markup and stores it as the module's image; returns its URL. */
    async image(module: string, markup: string, filename: string): Promise<string> {
      const data = await render(markup);
      const stored = await storeUpload(storage, module, 'image', {
        field: 'image',
        kind: 'image',
        data,
        type: { ext: 'png', mime: 'image/png' },
        filename,
      });
      keys.push(...stored.keys);
      return stored.url;
    },

    async pdf(module: string, data: Buffer, filename: string): Promise<string> {
      const stored = await storeUpload(storage, module, 'pdf', {
        field: 'document',
        kind: 'pdf',
        data,
        type: { ext: 'pdf', mime: 'application/pdf' },
        filename,
      });
      keys.push(...stored.keys);
      return stored.url;
    },

    count: () => keys.length,

    /** Removes everything stored so far; never throws (the caller is already handling a failure). */
    async discard(): Promise<void> {
      await removeStored(storage, keys.splice(0));
    },
  };
}

/**
 * Runs the jobs, at most `limit` at a time. After a failure no new job starts, and the first error is thrown only once
 * every running job has finished, so nothing is still being stored when the caller cleans up.
 */
export async function runLimited(jobs: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < jobs.length) {
      const job = jobs[next++]!;
      try {
        await job();
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  if (failure) throw failure.error;
}
