/**
 * `npm run catalog -- audit --clusters [--name TEXT]`: every artist block that resolution left
 * unmerged, one line each, with what each member has and how its strongest pair was weighed — so a
 * curator sees why "Beyonce Knowles" (Billboard) and "Beyoncé Knowles" (Discogs) are two artists,
 * and which evidence a source would have to give. The blocks, the comparisons and the weights are
 * resolution's own (`artist-facts.ts`: {@link artistBlocks}, {@link artistConflict};
 * `linkage/`: `compareArtists`, the model's match weight and `LINKAGE_POLICY`).
 */
import type { Pool } from 'pg';
import { loadEntityEvidence } from '@mc/store';
import { foldForMatch } from '@mc/text-analysis';
import { type ArtistFacts, MAX_BLOCK, artistBlocks, commonTitlesOf } from './artist-facts';
import { artistConflict } from './artist-resolution';
import { compareArtists } from './linkage/artist-comparisons';
import { ARTIST_LINKAGE_MODEL } from './linkage/artist-linkage-weights';
import { blockingRule, linkageDecision } from './linkage/artist-linkage';
import { matchWeight } from './linkage/fellegi-sunter';
import { artistFacts } from './resolution-facts';

/** One unmerged block: its key, members and why no merge was recorded. */
export interface UnmergedCluster {
  /** Resolution's blocking key: `n:<name key>` (same name) or `g:<first word>` (a name the start of another). */
  key: string;
  members: ArtistFacts[];
  /** "evidence against: …", or the strongest pair's weight, decision and comparison levels. */
  why: string;
}

/** What one member brings: `#id "name" (sources; N recordings; ids)`. */
export function describeMember(a: ArtistFacts): string {
  const ids = [...a.mbids.map((m) => `mb ${m}`), ...a.discogsIds.map((d) => `discogs ${d}`)];
  return `#${a.id} "${a.names[0] ?? ''}" (${[a.sources.join('+') || 'no source', `${a.recordingTitles.size} recordings`, ...ids].join('; ')})`;
}

/**
 * Why the members of one block stay apart: a conflict between two of them, or the strongest pair's
 * match weight, its decision under the policy (review or apart) and the levels that made it.
 */
function whyApart(key: string, members: ArtistFacts[], common: ReadonlySet<string>): string {
  let best: { weight: number; text: string } | undefined;
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      const c = artistConflict([members[i]!], [members[j]!]);
      if (c) return `evidence against: ${c}`;
      const w = matchWeight(ARTIST_LINKAGE_MODEL, compareArtists(members[i]!, members[j]!, common), blockingRule(key));
      if (best && best.weight >= w.total) continue;
      const levels = w.parts.map((p) => `${p.comparison}=${p.level} ${p.weight >= 0 ? '+' : ''}${p.weight.toFixed(1)}`);
      best = {
        weight: w.total,
        text: `weight ${w.total.toFixed(1)} (${linkageDecision(w.total, blockingRule(key))}): ${levels.join(', ')}`,
      };
    }
  }
  return best?.text ?? 'no pair';
}

/**
 * The unmerged blocks of `artists` (facts of served artists: merged ones are one artist already),
 * those of 2 to {@link MAX_BLOCK} members; with `name`, only blocks with a member whose name
 * contains it (folded); without, only same-name blocks (`n:`), first-word blocks being many.
 */
export function unmergedClusters(artists: readonly ArtistFacts[], name?: string): UnmergedCluster[] {
  const facts = new Map(artists.map((a) => [a.id, a]));
  const common = commonTitlesOf(artists);
  const want = name === undefined ? undefined : foldForMatch(name);
  const out: UnmergedCluster[] = [];
  for (const [key, ids] of [...artistBlocks(artists)].sort(([x], [y]) => x.localeCompare(y))) {
    const members = [...new Set(ids)].map((id) => facts.get(id)!);
    if (members.length < 2 || members.length > MAX_BLOCK) continue;
    if (want === undefined ? !key.startsWith('n:') : !members.some((m) => m.names.some((n) => foldForMatch(n).includes(want))))
      continue;
    out.push({ key, members, why: whyApart(key, members, common) });
  }
  return out;
}

/** The lines `audit --clusters` prints: `<key>: <member> / <member> — <why>`. */
export function formatClusters(clusters: readonly UnmergedCluster[]): string[] {
  return clusters.map((c) => `${c.key}: ${c.members.map(describeMember).join(' / ')} — ${c.why}`);
}

/** Reads the served artists and recordings and lists {@link unmergedClusters}. @throws on database errors. */
export async function auditClusters(pool: Pool, name?: string): Promise<UnmergedCluster[]> {
  const facts = artistFacts(await loadEntityEvidence(pool, 'artist'), await loadEntityEvidence(pool, 'recording'));
  return unmergedClusters(facts, name);
}
