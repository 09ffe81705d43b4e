/**
 * Cross-source identity of the `discogs` importer (rules in ./discogs.ts): deciding whether a
 * Discogs artist is a catalog artist, and writing the links of a whole run from the importer's
 * spill (`@mc/store` DiscogsSpill), a page of Discogs artists at a time.
 */
import type { DiscogsSpill } from '@mc/store';
import {
  type CatalogArtistIndex,
  type LinkDecision,
  artistsNamed,
  describeDecision,
  refuseSharedTargets,
} from '../common/artist-linking';
import { recordArtistLinkDecisions } from '../common/link-decisions';
import { DISCOGS_SOURCE, discogsArtistRef } from './discogs-mapping';
import { stripDisambiguation } from './discogs-names';
import type { ImportContext } from '../../importer';

/** Rule of a link decided by a Discogs id the catalog artist carries (`externals.ext_dg`). */
export const DISCOGS_ID_RULE = 'discogs:external-id';
/** Rule of a link decided by an equal name and a shared recording title (the default rule). */
export const DISCOGS_NAME_RULE = 'discogs:name-and-shared-title';

/** `sameAs` rows per write when links are written. */
const LINK_BATCH = 2000;
/** Decisions of each kind (linked, refused) shown in the import log. */
const LOGGED_DECISIONS = 20;

/**
 * Decides whether Discogs artist `id` named `name` is a catalog artist (rules in the module doc of
 * ./discogs.ts).
 * @param titles folded titles of the Discogs tracks credited to the artist, first appearance first.
 * @returns a decision (with `target` when linked), or undefined when no catalog artist has the
 * Discogs id or the name (nothing to decide).
 */
export function decideDiscogsArtistLink(
  id: number,
  name: string,
  titles: Iterable<string>,
  index: CatalogArtistIndex,
): LinkDecision | undefined {
  const key = String(id);
  const byId = index.byDiscogsId.get(id) ?? [];
  const byIdRule = { rule: DISCOGS_ID_RULE, evidence: { discogsId: id } };
  if (byId.length === 1) return { key, name, target: byId[0], reason: 'catalog artist carries this Discogs id', ...byIdRule };
  if (byId.length > 1) return { key, name, reason: `${byId.length} catalog artists carry this Discogs id`, ...byIdRule };
  const named = artistsNamed(index, stripDisambiguation(name));
  if (!named.length) return undefined;
  const ts = [...titles];
  const withTitle = named.filter((a) => ts.some((t) => a.recordingTitles.has(t)));
  if (withTitle.length === 1) {
    const shared = ts.filter((t) => withTitle[0]!.recordingTitles.has(t));
    return {
      key,
      name,
      target: withTitle[0],
      reason: `same name and shared recording title "${shared[0]}"`,
      evidence: { sharedTitle: shared[0]! },
    };
  }
  if (withTitle.length > 1) return { key, name, reason: `${withTitle.length} same-name catalog artists share a title` };
  return { key, name, reason: 'same name only, no shared recording title' };
}

/**
 * Every folded recording title of the catalog artists: the only titles {@link decideDiscogsArtistLink}
 * can use (it asks only whether a catalog artist's recording titles include one), so the importer
 * spills a Discogs artist's titles only when they are among these.
 */
export function catalogRecordingTitles(index: CatalogArtistIndex): Set<string> {
  const out = new Set<string>();
  for (const artists of index.byName.values()) for (const a of artists) for (const t of a.recordingTitles) out.add(t);
  return out;
}

/**
 * Links the spilled Discogs artists to catalog artists ({@link decideDiscogsArtistLink}), one
 * Discogs artist per catalog artist, and writes the links before any contribution uses the refs;
 * logs counts and a sample. Holds the decisions that name a catalog artist (at most a few per
 * catalog artist: bounded by the catalog, not the dump) and one page of the spill.
 * @throws on database errors.
 */
export async function linkSpilledArtists(ctx: ImportContext, spill: DiscogsSpill, index: CatalogArtistIndex): Promise<void> {
  const targeted: LinkDecision[] = [];
  const refusedByRule: LinkDecision[] = [];
  for await (const page of spill.artistTitlePages()) {
    for (const a of page) {
      const d = decideDiscogsArtistLink(a.id, a.name, a.titles, index);
      if (d?.target) targeted.push(d);
      else if (d) refusedByRule.push(d);
    }
  }
  // One Discogs artist per catalog artist: several Discogs artists qualifying for the same
  // catalog artist are all refused (their contributions would overwrite one another).
  refuseSharedTargets(targeted, 'Discogs artists');
  const shared = targeted.filter((d) => !d.target);
  // Every decision recorded; the links an operator vetoed refused.
  await recordArtistLinkDecisions(ctx, ctx.writer.source, [...targeted, ...refusedByRule], DISCOGS_NAME_RULE, DISCOGS_SOURCE);
  const links = targeted.filter((d) => d.target);
  const vetoed = targeted.filter((d) => !d.target && !shared.includes(d));
  const refusedSample = refusedByRule.slice(0, LOGGED_DECISIONS);
  let refused = refusedByRule.length;
  for (let i = 0; i < links.length; i += LINK_BATCH) {
    const sameAs = links.slice(i, i + LINK_BATCH).map((d) => ({ entity: discogsArtistRef(d.key), target: d.target!.ref }));
    await ctx.writer.write({ sameAs });
  }
  refused += shared.length + vetoed.length;
  ctx.log(`discogs: catalog artists read ${index.size}; linked ${links.length}, refused ${refused}`);
  const sample = [...links.slice(0, LOGGED_DECISIONS), ...[...vetoed, ...shared, ...refusedSample].slice(0, LOGGED_DECISIONS)];
  for (const d of sample) ctx.log(`  ${describeDecision(d)}`);
}
