/**
 * The comparisons of the artist linkage model (Fellegi–Sunter: `fellegi-sunter.ts`): what two
 * catalog artists are compared on, each with its levels, strongest evidence of one artist first.
 * The levels follow the comparison library of Splink (name: exact / folded / without article /
 * alias / prefix / shared word / phonetic or within an edit; ids, dates and co-occurrence counts:
 * agree / disagree / unknown). Pure functions over {@link ArtistFacts}.
 */
import { artistNameKey, foldForMatch, levenshteinRatio, metaphoneOf, toLatin } from '@mc/text-analysis';
import type { ArtistFacts } from '../artist-facts';
import { isNamePrefix } from '../artist-facts';
import type { Comparison, ComparisonVector } from './fellegi-sunter';

/** A name this short (its key's letters) is common to many artists ("Joe", "Eve", "Bones"): its exact level is its own. */
export const SHORT_NAME_LETTERS = 5;
/** Career years this far apart or closer (years) "succeed" each other; farther is "far". */
export const SUCCESSION_YEARS = 5;

const lv = <L extends string>(level: L, m0: number, u0: number) => ({ level, m0, u0 });
/** A null level: one side has nothing to compare (weighs 0). */
const nul = <L extends string>(level: L) => ({ level, m0: 1, u0: 1, null: true });

/** Every comparison of the artist model, with its levels and starting probabilities. */
export const ARTIST_COMPARISONS = [
  {
    name: 'name',
    description:
      'primary names: exact (case only; short when the key has ≤ 5 letters), folded (accents, punctuation), ' +
      'equal without a leading "the" and spaces, an alias equal to the other\'s name, one the start of the other, ' +
      'a shared word, the same initial and a phonetically equal last word or ≥ 0.8 edit similarity, other',
    levels: [
      lv('exact', 0.5, 0.05),
      lv('exact_short', 0.1, 0.05),
      lv('folded', 0.1, 0.05),
      lv('without_article', 0.1, 0.05),
      lv('alias', 0.05, 0.05),
      lv('prefix', 0.05, 0.3),
      lv('shared_word', 0.04, 0.2),
      lv('phonetic', 0.04, 0.1),
      lv('other', 0.02, 0.15),
    ],
  },
  {
    name: 'external_ids',
    description: 'MusicBrainz or Discogs ids: one shared / both sides carry ids of a kind and share none / unknown',
    levels: [lv('shared', 0.9, 0.05), lv('disjoint', 0.1, 0.95), nul('unknown')],
  },
  {
    name: 'profile',
    description: 'birth date and country: the same full birth date / a different birth date or country / unknown',
    levels: [lv('same_birth', 0.9, 0.01), lv('conflict', 0.1, 0.99), nul('unknown')],
  },
  {
    name: 'titles',
    description:
      'recording titles both are credited with (titles of more than 20 artists do not count): two or more / one / none',
    levels: [lv('two_or_more', 0.1, 0.005), lv('one', 0.15, 0.03), lv('none', 0.75, 0.965)],
  },
  {
    name: 'collaborators',
    description: 'artists credited with both (or a shared band member): two or more / one / none',
    levels: [lv('two_or_more', 0.1, 0.005), lv('one', 0.15, 0.03), lv('none', 0.75, 0.965)],
  },
  {
    name: 'career_years',
    description: `chart and release years: ranges within a year of each other / apart by ≤ ${SUCCESSION_YEARS} years / farther / unknown`,
    levels: [lv('overlap', 0.7, 0.3), lv('succeed', 0.2, 0.2), lv('far', 0.1, 0.5), nul('unknown')],
  },
  {
    name: 'sources',
    description: 'the real sources contributing to each: none in common / one in common (a source rarely lists an artist twice)',
    levels: [lv('disjoint', 0.7, 0.4), lv('shared', 0.3, 0.6)],
  },
  {
    name: 'disambiguation',
    description: 'a Discogs disambiguation number on either side (Discogs knows other artists of that name) / none',
    levels: [lv('numbered', 0.1, 0.2), lv('none', 0.9, 0.8)],
  },
] as const satisfies readonly Comparison[];

/** The name of a comparison of the artist model. */
export type ArtistComparisonName = (typeof ARTIST_COMPARISONS)[number]['name'];

const lower = (s: string) => s.normalize('NFKC').toLowerCase().trim();
const words = (s: string) =>
  foldForMatch(toLatin(s))
    .split(' ')
    .filter((w) => /[\p{L}\p{N}]/u.test(w));

/** The name level of two artists (see {@link ARTIST_COMPARISONS}). */
export function nameLevel(a: Pick<ArtistFacts, 'names'>, b: Pick<ArtistFacts, 'names'>): string {
  const [na, nb] = [a.names[0] ?? '', b.names[0] ?? ''];
  const [ka, kb] = [artistNameKey(na), artistNameKey(nb)];
  if (lower(na) === lower(nb)) return ka.length <= SHORT_NAME_LETTERS ? 'exact_short' : 'exact';
  if (foldForMatch(toLatin(na)) === foldForMatch(toLatin(nb))) return ka.length <= SHORT_NAME_LETTERS ? 'exact_short' : 'folded';
  if (ka && ka === kb) return 'without_article';
  const keysA = new Set(a.names.map(artistNameKey).filter(Boolean));
  if (b.names.some((n) => keysA.has(artistNameKey(n)))) return 'alias';
  if (isNamePrefix(na, nb)) return 'prefix';
  const [wa, wb] = [words(na), words(nb)];
  const setB = new Set(wb.filter((w) => w.length >= 3));
  const sharedWord = wa.some((w) => setB.has(w));
  const initialSound =
    wa.length > 0 &&
    wb.length > 0 &&
    wa[0]![0] === wb[0]![0] &&
    metaphoneOf(wa[wa.length - 1]!)[0] !== '' &&
    metaphoneOf(wa[wa.length - 1]!)[0] === metaphoneOf(wb[wb.length - 1]!)[0];
  if (ka.length >= 6 && kb.length >= 6 && levenshteinRatio(ka, kb) >= 0.8) return 'phonetic';
  if (initialSound && !sharedWord) return 'phonetic';
  if (sharedWord) return 'shared_word';
  return 'other';
}

const intersectCount = <T>(a: Iterable<T>, b: ReadonlySet<T>, skip?: (x: T) => boolean): number => {
  let n = 0;
  for (const x of a) if (b.has(x) && !skip?.(x)) n++;
  return n;
};

function idsLevel(a: ArtistFacts, b: ArtistFacts): string {
  const mb = intersectCount(a.mbids, new Set(b.mbids));
  const dg = intersectCount(a.discogsIds, new Set(b.discogsIds));
  if (mb || dg) return 'shared';
  if ((a.mbids.length && b.mbids.length) || (a.discogsIds.length && b.discogsIds.length)) return 'disjoint';
  return 'unknown';
}

function profileLevel(a: ArtistFacts, b: ArtistFacts): string {
  if (a.birthDate && b.birthDate) return a.birthDate === b.birthDate ? 'same_birth' : 'conflict';
  if (a.countryCode && b.countryCode && a.countryCode !== b.countryCode) return 'conflict';
  return 'unknown';
}

const countLevel = (n: number) => (n >= 2 ? 'two_or_more' : n === 1 ? 'one' : 'none');

/** The years level: how far apart the two career ranges are (see {@link ARTIST_COMPARISONS}). */
export function yearsLevel(a: Pick<ArtistFacts, 'years'>, b: Pick<ArtistFacts, 'years'>): string {
  if (!a.years.length || !b.years.length) return 'unknown';
  const [a0, a1, b0, b1] = [a.years[0]!, a.years[a.years.length - 1]!, b.years[0]!, b.years[b.years.length - 1]!];
  const gap = Math.max(a0, b0) - Math.min(a1, b1);
  if (gap <= 1) return 'overlap';
  return gap <= SUCCESSION_YEARS ? 'succeed' : 'far';
}

/**
 * The comparison vector of two artists.
 * @param commonTitles folded titles too common to count as evidence.
 */
export function compareArtists(a: ArtistFacts, b: ArtistFacts, commonTitles: ReadonlySet<string>): ComparisonVector {
  const titles = intersectCount(a.recordingTitles, b.recordingTitles, (t) => commonTitles.has(t));
  const co = intersectCount(a.coCredits, b.coCredits, (x) => x === a.id || x === b.id);
  const members = intersectCount(a.memberIds, new Set(b.memberIds));
  const sharedSource = a.sources.some((s) => b.sources.includes(s));
  return {
    name: nameLevel(a, b),
    external_ids: idsLevel(a, b),
    profile: profileLevel(a, b),
    titles: countLevel(titles),
    collaborators: countLevel(co + members),
    career_years: yearsLevel(a, b),
    sources: sharedSource ? 'shared' : 'disjoint',
    disambiguation: a.disambiguated || b.disambiguated ? 'numbered' : 'none',
  } satisfies Record<ArtistComparisonName, string>;
}
