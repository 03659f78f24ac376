import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chunkGroups } from './chunk-groups.ts';

// The product's server; another can be named for a second instance (`API_TARGET=http://127.0.0.1:3200 npm run dev`).
const SERVER = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

const groups = chunkGroups();

/**
 * MUI's pager builds an English `Intl.NumberFormat` when its module is evaluated, for labels this app replaces (the
 * Spanish ones, lib/format-count.ts): the first Intl formatter of a page loads the browser's locale data, about 70 ms
 * in one task (280 ms of a phone's 4× slower CPU) as a list's code arrives. It is made on first use instead.
 */
function lazyPagerFormatter(): Plugin {
  const eager = "const formatNumber = buildFormatNumber('en-US');";
  return {
    name: 'lazy-pager-formatter',
    transform(code, id) {
      if (!/@mui\/material\/TablePagination\/TablePagination\.m?js$/.test(id)) return null;
      if (!code.includes(eager)) {
        this.warn('MUI TablePagination no longer builds its formatter as expected: lazy-pager-formatter left it as it is');
        return null;
      }
      return code.replace(eager, "let formatter;\nconst formatNumber = (value) => (formatter ??= buildFormatNumber('en-US'))(value);");
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    groups.plugin,
    lazyPagerFormatter(),
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
    rolldownOptions: {
      // A module goes with its group only, not its imports: those have groups of their own (see chunk-groups.ts).
      output: { codeSplitting: { groups: [{ name: groups.name, includeDependenciesRecursively: false }] } },
    },
  },
});
