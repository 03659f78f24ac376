import type { Plugin } from 'vite';

/**
 * The screens a visit opens first, by the modules each is loaded from. Left to itself the bundler cuts the app into a
 * chunk per set of lazy importers: about a hundred files for a list, each a request a phone waits for (six at a time
 * over HTTP/1.1). Grouped by which of these screens need it, a module travels in one of a few chunks instead.
 */
const SCREENS: Readonly<Record<string, readonly string[]>> = {
  login: ['src/app/public-frame.tsx'],
  shell: ['src/app/protected-routes.tsx', 'src/app/protected-layout.tsx'],
  list: ['src/engine/list-page.tsx'],
  detail: ['src/engine/detail-page.tsx'],
  form: ['src/engine/form-page.tsx'],
};

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * A plugin that reads the module graph once it is complete, and the `name` of the code-splitting group that uses it:
 * everything the entry imports in one chunk (besides the entry's own), then one chunk per combination of screens
 * (`shell-list-detail`: what the shell and both generic pages use). Lazily imported modules keep their own chunk (the
 * pages' and components' entry points); what no screen imports is left to the bundler.
 */
export function chunkGroups(): { plugin: Plugin; name: (id: string) => string | null } {
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'chunk-groups',
    buildEnd(this: ModuleGraph) {
      groupOf.clear();
      const ids = [...this.getModuleIds()];
      const reach = (starts: readonly string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        starts.forEach(visit);
        return seen;
      };
      // The page's own script stays the entry chunk (an HTML entry's first import is its script).
      const entries = ids
        .filter((id) => this.getModuleInfo(id)?.isEntry)
        .flatMap((id) => (id.endsWith('.html') ? [id, ...(this.getModuleInfo(id)?.importedIds ?? [])] : [id]));
      const initial = reach(entries);
      const lazy = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      const screens = Object.entries(SCREENS).map(([screen, files]) => ({
        screen,
        modules: reach(ids.filter((id) => files.some((file) => id.endsWith(`/${file}`)))),
      }));
      for (const id of ids) {
        if (entries.includes(id) || lazy.has(id)) continue;
        if (initial.has(id)) {
          groupOf.set(id, 'initial');
          continue;
        }
        const users = screens.filter(({ modules }) => modules.has(id)).map(({ screen }) => screen);
        if (users.length > 0) groupOf.set(id, users.join('-'));
      }
    },
  };
  return { plugin, name: (id) => groupOf.get(id) ?? null };
}
