/**
 * Artist resolution: which catalog artists, contributed by different source records, are one real
 * artist, decided by scored record linkage (Fellegi and Sunter, "A Theory for Record Linkage",
 * JASA 1969; the way Splink applies it): every candidate pair of a block (`artist-facts.ts`) is
 * compared (`linkage/artist-comparisons.ts`), weighed under the model estimated from the catalog
 * (`linkage/artist-linkage-weights.ts`) and decided by the two thresholds of `LINKAGE_POLICY`:
 * merge, review (left apart, listed for a person) or apart. Clusters join pairs transitively,
 * strongest first, refusing a join whose members would conflict ({@link artistConflict}: different
 * external ids, birth dates or countries); the surviving id is the cluster's lowest id (stable
 * across re-imports). Pure functions.
 */
import type { JsonObject } from '@mc/catalog';
import { MergeClusters } from './union-find';
import { type ArtistFacts, commonTitlesOf } from './artist-facts';
import type { LinkageModel } from './linkage/fellegi-sunter';
import { ARTIST_LINKAGE_MODEL } from './linkage/artist-linkage-weights';
import { type ScoredArtistPair, blockingRule, linkageDecision, pairEvidence, scoreArtistPairs } from './linkage/artist-linkage';

/** A merge decision: `mergedId` into `survivingId`, with the rule and its evidence. */
export interface MergeDecision {
  mergedId: number;
  survivingId: number;
  rule: string;
  evidence: JsonObject;
}

/** Why two groups of artists cannot be one artist, or undefined when nothing conflicts. */
export function artistConflict(a: readonly ArtistFacts[], b: readonly ArtistFacts[]): string | undefined {
  const all = [...a, ...b];
  const distinct = <T>(f: (x: ArtistFacts) => T | undefined) =>
    new Set(all.map(f).filter((v): v is T => v !== undefined && v !== ''));
  if (disjointIds(a, b, (x) => x.mbids)) return 'different MusicBrainz ids';
  if (disjointIds(a, b, (x) => x.discogsIds)) return 'different Discogs ids';
  if (distinct((x) => x.birthDate).size > 1) return 'different birth dates';
  if (distinct((x) => x.countryCode).size > 1) return 'different countries';
  return undefined;
}

/** True when both groups have ids of a kind and share none. */
function disjointIds<T>(a: readonly ArtistFacts[], b: readonly ArtistFacts[], f: (x: ArtistFacts) => T[]): boolean {
  const sa = new Set(a.flatMap(f));
  const sb = b.flatMap(f);
  return sa.size > 0 && sb.length > 0 && !sb.some((v) => sa.has(v));
}

const pairKey = (x: number, y: number) => (x < y ? `${x}:${y}` : `${y}:${x}`);

/**
 * Resolves artists into clusters by scored linkage (`linkage/artist-linkage.ts`): every candidate
 * pair of a block is scored, and pairs whose match weight reaches the policy's merge threshold are
 * joined strongest first, refusing a join whose clusters conflict ({@link artistConflict}).
 * Deterministic. Only artists of a {@link comparedArtistIds} block need their recording titles,
 * co-credits and years filled in.
 * @param vetoes pairs an operator undid (`"<lower id>:<higher id>"`), never merged again.
 * @param common titles too common to count (default: {@link commonTitlesOf} `artists`).
 * @returns one decision per merged (non-surviving) artist, by merged id, with the weight and
 *   comparison levels of the pair that joined it.
 */
export function resolveArtists(
  artists: readonly ArtistFacts[],
  vetoes: ReadonlySet<string> = new Set(),
  common: ReadonlySet<string> = commonTitlesOf(artists),
  model: LinkageModel = ARTIST_LINKAGE_MODEL,
): MergeDecision[] {
  return linkArtists(artists, vetoes, common, model).merges;
}

/** What {@link linkArtists} decides: the merges and the pairs left for review. */
export interface ArtistLinkage {
  merges: MergeDecision[];
  /** Pairs scored between the review and merge thresholds, not joined: for a person to decide. */
  review: ScoredArtistPair[];
}

/** {@link resolveArtists} with the review band: the pairs between the two thresholds left apart. */
export function linkArtists(
  artists: readonly ArtistFacts[],
  vetoes: ReadonlySet<string> = new Set(),
  common: ReadonlySet<string> = commonTitlesOf(artists),
  model: LinkageModel = ARTIST_LINKAGE_MODEL,
): ArtistLinkage {
  const facts = new Map(artists.map((a) => [a.id, a]));
  const scored = scoreArtistPairs(artists, common, model).filter((p) => !vetoes.has(pairKey(p.a, p.b)));
  scored.sort((x, y) => y.weight.total - x.weight.total || x.a - y.a || x.b - y.b);
  const clusters = new MergeClusters(facts, (x, y) => artistConflict(x, y) === undefined);
  const why = new Map<number, ScoredArtistPair>();
  const review: ScoredArtistPair[] = [];
  for (const p of scored) {
    const decision = linkageDecision(p.weight.total, blockingRule(p.block));
    if (decision === 'apart') break;
    if (clusters.find(p.a) === clusters.find(p.b)) continue;
    // A pair that cannot be one artist (different ids, birth dates or countries) is not for review.
    if (decision === 'review') {
      if (artistConflict([facts.get(p.a)!], [facts.get(p.b)!]) === undefined) review.push(p);
    } else if (clusters.union(p.a, p.b)) why.set(p.b, p);
  }
  const merges = decisionsOf(
    artists.map((a) => a.id),
    clusters,
    (id) => {
      const w = why.get(id) ?? [...why.values()].find((p) => p.a === id);
      return {
        rule: 'artist:scored-linkage',
        evidence: {
          names: facts.get(id)!.names.slice(0, 3),
          sources: facts.get(id)!.sources,
          ...(w ? pairEvidence(w) : {}),
        },
      };
    },
  );
  return { merges, review: review.filter((p) => clusters.find(p.a) !== clusters.find(p.b)) };
}

/** One decision per id whose cluster representative is another id, by id. */
export function decisionsOf(
  ids: number[],
  clusters: { find(id: number): number },
  describe: (id: number) => { rule: string; evidence: JsonObject },
): MergeDecision[] {
  return [...ids]
    .sort((x, y) => x - y)
    .filter((id) => clusters.find(id) !== id)
    .map((id) => ({ mergedId: id, survivingId: clusters.find(id), ...describe(id) }));
}
