// The delivery thread from its TypeScript source, when the server itself runs under tsx (development, tests, benches):
// Node 20 ignores a worker's `--import tsx`, so the thread registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./thread.ts');
