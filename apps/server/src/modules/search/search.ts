import type { FastifyRequest } from 'fastify';
import type { Resource } from '@app/domain/core/define-resource';
import { SEARCH_PER_MODULE, type SearchGroup } from '@app/domain/core/search';
import { recordTitle } from '@app/domain/resources/record-text';
import { adminContext, list, type ResourceRuntime } from '../../engine/records/index.ts';
import { permits } from '../../engine/records/actor.ts';

/** Candidates read per module before ranking: enough for the best five among many near-equal titles. */
const CANDIDATES = 25;

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Title equal to the phrase, then starting with it, then a word starting with it, then holding it; the rest matched other text. */
function rank(title: string, phrase: string): number {
  const folded = fold(title);
  if (folded === phrase) return 0;
  if (folded.startsWith(phrase)) return 1;
  if (folded.includes(` ${phrase}`)) return 2;
  return folded.includes(phrase) ? 3 : 4;
}

/** Modules searched by their title: a text title and the folded search text its trigram index holds. */
const searchable = (resource: ResourceRuntime) => resource.searchText !== undefined && resource.def.fields[resource.def.titleField]?.kind !== 'reference';

async function searchModule(request: FastifyRequest, def: Resource, q: string): Promise<SearchGroup | undefined> {
  const ctx = adminContext(request, def.module);
  const view = def.viewDefs.find((v) => permits(ctx.actor, v.requires));
  if (!view || !permits(ctx.actor, def.access.list)) return undefined;
  // The list's own search, scope and GTA: a hit here is a row the admin's list shows for the same words.
  const page = await list(ctx, { search: q, page: 1, limit: CANDIDATES, sort: def.titleField });
  const phrase = fold(q);
  const hits = page.docs
    .map((record) => ({ module: def.module, _id: String(record._id), title: recordTitle(def, record) }))
    .map((hit) => ({ hit, rank: rank(hit.title, phrase) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, SEARCH_PER_MODULE)
    .map(({ hit }) => hit);
  return hits.length === 0 ? undefined : { module: def.module, label: def.label.plural, route: view.route, hits };
}

/** Every module the admin may read, searched in turn (one connection at a time), keeping those with hits. */
export async function searchEverywhere(request: FastifyRequest, q: string): Promise<SearchGroup[]> {
  const groups: SearchGroup[] = [];
  for (const resource of request.server.resources.values()) {
    if (!searchable(resource)) continue;
    const group = await searchModule(request, resource.def, q);
    if (group) groups.push(group);
  }
  return groups;
}
