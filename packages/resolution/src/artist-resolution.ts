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
import { GUEST_MARKERS, VERSUS_JOINERS, artistNameKey, foldForMatch, foldedWords, toLatin } from '@mc/text-analysis';
import type { JsonObject } from '@mc/catalog';
import { MergeClusters } from './union-find';

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

/** Blocking keys of an artist: `n:<name key>` per name, `g:<first word>` for its primary name. */
export function nameBlockingKeys(a: Pick<ArtistFacts, 'names'>): string[] {
  const keys = new Set<string>();
  for (const n of a.names) {
    const k = artistNameKey(n);
    if (k.length >= 2) keys.add(`n:${k}`);
  }
  const words = foldForMatch(toLatin(a.names[0] ?? ''))
    .split(' ')
    .filter(Boolean);
  if (words[0] && words[0].length >= 4) keys.add(`g:${words[0].replace(/[^\p{L}\p{N}]/gu, '')}`);
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

/**
 * The evidence that `a` and `b` are one artist (empty when none), given the blocking kind.
 * @param commonTitles titles too common to count (see module doc).
 */
export function artistPairEvidence(
  a: ArtistFacts,
  b: ArtistFacts,
  commonTitles: ReadonlySet<string>,
): { reasons: string[]; strong: boolean } {
  const reasons: string[] = [];
  let strong = false;
  const mb = intersect(a.mbids, new Set(b.mbids));
  const dg = intersect(a.discogsIds, new Set(b.discogsIds));
  if (mb.length || dg.length) {
    reasons.push(`shared external id ${[...mb, ...dg].join(', ')}`);
    strong = true;
  }
  if (a.birthDate && a.birthDate === b.birthDate) {
    reasons.push(`same birth date ${a.birthDate}`);
    strong = true;
  }
  const titles = intersect(a.recordingTitles, b.recordingTitles).filter((t) => !commonTitles.has(t));
  if (titles.length) reasons.push(`shared recording titles: ${titles.slice(0, 5).join(' | ')}`);
  const co = intersect(a.coCredits, b.coCredits).filter((x) => x !== a.id && x !== b.id);
  if (co.length) reasons.push(`shared collaborators: ${co.slice(0, 5).join(', ')}`);
  const members = intersect(a.memberIds, new Set(b.memberIds));
  if (members.length) reasons.push(`shared band members: ${members.join(', ')}`);
  if (titles.length + co.length >= 2) strong = true;
  if (reasons.length >= 2) strong = true;
  return { reasons, strong };
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
 * Resolves artists into clusters (module doc). Deterministic: blocks and pairs are visited in
 * key and id order. Only artists of a {@link comparedArtistIds} block need their recording titles
 * and co-credits filled in.
 * @param vetoes pairs an operator undid (`"<lower id>:<higher id>"`), never merged again.
 * @param common titles too common to count (default: {@link commonTitlesOf} `artists`; pass it when
 *   the facts carry recording evidence for the compared artists only).
 * @returns one decision per merged (non-surviving) artist, by merged id.
 */
export function resolveArtists(
  artists: readonly ArtistFacts[],
  vetoes: ReadonlySet<string> = new Set(),
  common: ReadonlySet<string> = commonTitlesOf(artists),
): MergeDecision[] {
  const facts = new Map(artists.map((a) => [a.id, a]));
  const blocks = artistBlocks(artists);
  const clusters = new MergeClusters(facts, (x, y) => artistConflict(x, y) === undefined);
  const why = new Map<number, { partner: number; block: string; reasons: string[] }>();
  // Equal-name blocks first: their evidence is stronger than a name prefix's.
  const order = (k: string) => `${k.startsWith('g:') ? 1 : 0}${k}`;
  for (const key of [...blocks.keys()].sort((x, y) => order(x).localeCompare(order(y)))) {
    const ids = [...new Set(blocks.get(key)!)].sort((x, y) => x - y);
    if (ids.length < 2 || ids.length > MAX_BLOCK) continue;
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const [a, b] = [facts.get(ids[i]!)!, facts.get(ids[j]!)!];
        if (vetoes.has(pairKey(a.id, b.id)) || clusters.find(a.id) === clusters.find(b.id)) continue;
        const ev = artistPairEvidence(a, b, common);
        if (!ev.reasons.length) continue;
        if (key.startsWith('g:') && !(ev.strong && isNamePrefix(a.names[0] ?? '', b.names[0] ?? ''))) continue;
        if (!clusters.union(a.id, b.id)) continue;
        why.set(b.id, { partner: a.id, block: key, reasons: ev.reasons });
      }
    }
  }
  return decisionsOf(
    artists.map((a) => a.id),
    clusters,
    (id) => {
      const w = why.get(id);
      return {
        rule: w?.block.startsWith('g:') ? 'artist:first-name-block+evidence' : 'artist:name-block+evidence',
        evidence: { names: facts.get(id)!.names.slice(0, 3), sources: facts.get(id)!.sources, ...(w ?? {}) },
      };
    },
  );
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
