import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chunkGroups } from './chunk-groups.ts';

// The product's server; another can be named for a second instance (`API_TARGET=http://127.0.0.1:3200 npm run dev`).
const SERVER = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

const groups = chunkGroups();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    groups.plugin,
    // Each asset once at the highest levels, beside the original: the server sends the .br or .gz as it is.
    compression({
      threshold: 1024,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
    }),
  ],
  server: {
    proxy: {
      '/api': SERVER,
      '/uploads': SERVER,
      '/socket.io': { target: SERVER, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `npm run bench:web` reads the initial and lazy chunks of each page from it.
    manifest: true,
    // Only the page's own imports are preloaded: a returning admin has the lazy chunks cached, and preload links added
    // from script for their imports cost the main thread more than they save.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // A module goes with its group only, not its imports: those have groups of their own (see chunk-groups.ts).
      output: { codeSplitting: { groups: [{ name: groups.name, includeDependenciesRecursively: false }] } },
    },
  },
});
