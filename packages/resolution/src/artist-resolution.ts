/**
 * Artist resolution: which catalog artists, contributed by different source records, are one real
 * artist. Pure functions over {@link ArtistFacts} (built from the served documents by
 * `resolution-facts.ts`).
 *
 * The classic two steps of entity resolution (Christen, "Data Matching", Springer 2012, ch. 4–6):
 * 1. **Blocking** (candidate pairs): artists sharing a name key ({@link nameBlockingKeys}: the
 *    folded name, aliases, translated names and their Latin transliteration, without a leading
 *    "the", punctuation or spaces: "Jay Z" ~ "JAY Z" ~ "Jay-Z", "The Beatles" ~ "Beatles"), or the
 *    same first word where one name is the start of the other ({@link isNamePrefix}: "Beyonce" ~
 *    "Beyoncé Knowles").
 *    Blocks over {@link MAX_BLOCK} artists are too ambiguous and skipped.
 * 2. **Evidence** decides ({@link artistPairEvidence}); a bare equal name never merges. Against:
 *    different MusicBrainz ids, disjoint Discogs ids, different full birth dates, different
 *    countries — two artists with one name stay two (MusicBrainz's disambiguation). For: a shared
 *    MusicBrainz/Discogs id, the same full birth date, a recording title both are credited with
 *    (titles credited to more than {@link COMMON_TITLE_ARTISTS} artists do not count), a
 *    collaborator credited with both, a shared band member. A first-word block needs a shared id,
 *    the same birth date, two shared titles or collaborators (two independent co-credits: "Pharrell"
 *    and "Pharrell Williams" are both credited with Jay-Z and with Snoop Dogg), or two kinds of
 *    evidence; one co-credit is not enough ("Baby" and "Baby Bash" share one collaborator).
 * Clusters join pairs transitively, refusing a join whose members would conflict; the surviving id
 * is the cluster's lowest id (stable across re-imports).
 */
import { GUEST_MARKERS, VERSUS_JOINERS, artistNameKey, foldForMatch, foldedWords, metaphoneOf, toLatin } from '@mc/text-analysis';
import type { JsonObject } from '@mc/catalog';
import { MergeClusters } from './union-find';
import type { LinkageModel } from './linkage/fellegi-sunter';
import { ARTIST_LINKAGE_MODEL } from './linkage/artist-linkage-weights';
import { type ScoredArtistPair, linkageDecision, pairEvidence, scoreArtistPairs } from './linkage/artist-linkage';

/** What resolution knows about one artist entity. */
export interface ArtistFacts {
  id: number;
  /** Primary name first, then aliases and translated names. */
  names: string[];
  sources: string[];
  mbids: string[];
  discogsIds: number[];
  /** Full `YYYY-MM-DD` birth date (none when a part is unknown). */
  birthDate?: string;
  countryCode?: string;
  memberIds: number[];
  /** Folded titles of recordings crediting the artist. */
  recordingTitles: Set<string>;
  /** Other artists credited on the same recordings. */
  coCredits: Set<number>;
  /** Career years (chart years, recording release years), ascending, distinct. */
  years: number[];
  /** True when a source numbers this artist among others of its name (Discogs "(2)"). */
  disambiguated: boolean;
}

/** A merge decision: `mergedId` into `survivingId`, with the rule and its evidence. */
export interface MergeDecision {
  mergedId: number;
  survivingId: number;
  rule: string;
  evidence: JsonObject;
}

/** Largest block compared pairwise. */
export const MAX_BLOCK = 40;
/** A recording title credited to more artists than this is no evidence ("Intro", "Home"). */
export const COMMON_TITLE_ARTISTS = 20;

/** Lower-cased words of a name as written (joiners such as "&" and "," kept as words). */
const rawWords = (name: string) =>
  foldForMatch(toLatin(name.replace(/([&,+/])/gu, ' and ')))
    .split(' ')
    .filter(Boolean);
/** Folded credit words ("&", "+", "/" and "," read as "and" above): guest markers, "vs", "and", "x". */
const CREDIT_WORDS = new Set([...foldedWords(GUEST_MARKERS), ...foldedWords(VERSUS_JOINERS), 'and', 'x']);

/**
 * True when the words of one primary name are the first words of the other's and what follows is
 * not a credit ("Janet" ~ "Janet Jackson", "Soulja Boy" ~ "Soulja Boy Tell'em"; not "Drake" ~
 * "Drake & Cash Cobain", nor "Rich Gang" ~ "Rich Homie Quan").
 */
export function isNamePrefix(a: string, b: string): boolean {
  const [x, y] = [rawWords(a), rawWords(b)];
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (!short.length || short.length === long.length) return false;
  return short.every((w, i) => long[i] === w) && !CREDIT_WORDS.has(long[short.length]!);
}

/**
 * Blocking keys of an artist: `n:<name key>` per name (aliases and translated names included),
 * and for its primary name `g:<first word>` (4 letters or more), `l:<last word>` (3 or more) and,
 * for a name of several words, `p:<initial><metaphone of the last word>` ("Puff Daddy" ~ "P.
 * Diddy"). A block larger than {@link MAX_BLOCK} is skipped ("l:band").
 */
export function nameBlockingKeys(a: Pick<ArtistFacts, 'names'>): string[] {
  const keys = new Set<string>();
  for (const n of a.names) {
    const k = artistNameKey(n);
    if (k.length >= 2) keys.add(`n:${k}`);
  }
  const words = foldForMatch(toLatin(a.names[0] ?? ''))
    .split(' ')
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const [first, last] = [words[0], words[words.length - 1]];
  if (first && first.length >= 4) keys.add(`g:${first}`);
  if (last && last.length >= 3 && last !== 'the') keys.add(`l:${last}`);
  if (words.length >= 2 && last) {
    const sound = metaphoneOf(last)[0];
    if (sound) keys.add(`p:${first![0]}${sound}`);
  }
  return [...keys];
}

const intersect = <T>(a: Iterable<T>, b: ReadonlySet<T>): T[] => [...a].filter((x) => b.has(x));

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

/** Titles credited to more than {@link COMMON_TITLE_ARTISTS} artists. */
export function commonTitlesOf(artists: readonly ArtistFacts[]): Set<string> {
  const count = new Map<string, number>();
  for (const a of artists) for (const t of a.recordingTitles) count.set(t, (count.get(t) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n > COMMON_TITLE_ARTISTS).map(([t]) => t));
}

/** Blocking key → ids of the artists with that key (each id once per key, in input order). */
export function artistBlocks(artists: readonly Pick<ArtistFacts, 'id' | 'names'>[]): Map<string, number[]> {
  const blocks = new Map<string, number[]>();
  for (const a of artists) for (const k of nameBlockingKeys(a)) (blocks.get(k) ?? blocks.set(k, []).get(k)!).push(a.id);
  return blocks;
}

/**
 * Ids of the artists {@link resolveArtists} compares pairwise: members of a block of 2 to
 * {@link MAX_BLOCK} distinct artists. Only these need recording evidence (titles, co-credits).
 */
export function comparedArtistIds(artists: readonly Pick<ArtistFacts, 'id' | 'names'>[]): Set<number> {
  const out = new Set<number>();
  for (const ids of artistBlocks(artists).values()) {
    const distinct = new Set(ids);
    if (distinct.size >= 2 && distinct.size <= MAX_BLOCK) for (const id of distinct) out.add(id);
  }
  return out;
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
    const decision = linkageDecision(p.weight.total);
    if (decision === 'apart') break;
    if (clusters.find(p.a) === clusters.find(p.b)) continue;
    if (decision === 'review') review.push(p);
    else if (clusters.union(p.a, p.b)) why.set(p.b, p);
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
