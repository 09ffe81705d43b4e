/**
 * An act credited under another name in another period of its career: the catalog's chart history
 * credits "John Cougar" (1979–83), "John Cougar Mellencamp" (1983–91) and "John Mellencamp" (1991–),
 * and a station today logs every one of those songs as "John Mellencamp". The two names share their
 * first word and no typo joins them; what joins them is a third name the catalog itself credits,
 * which holds the words of both in order ("John Cougar Mellencamp"). Knowledge from the catalog's
 * own credits, never a list of names (MusicBrainz models the same fact as artist aliases "in
 * period"; here the chart's credits stand for them).
 */
import { foldForMatch, withoutLeadingArticle } from '@mc/text-analysis';
import { MATCH_POLICY } from './policy';
import type { ArtistTitleMatch } from './types';

/** Words a name has at least to be bridged (a one-word name has no later words to merge). */
const MIN_WORDS = 2;

/**
 * The names that would join a logged name and a catalog name as one act's (see module doc): when
 * both have at least two words (folded, leading article dropped), share the first word and differ
 * after it with no word in common, the first word followed by the catalog's later words then the
 * logged name's, and the other way round. "John Mellencamp" and "John Cougar" → ["john cougar
 * mellencamp", "john mellencamp cougar"]. Empty otherwise.
 */
export function bridgeNames(logged: string, catalog: string): string[] {
  const [l, c] = [logged, catalog].map((n) => withoutLeadingArticle(foldForMatch(n)).split(' ').filter(Boolean));
  if (l!.length < MIN_WORDS || c!.length < MIN_WORDS || l![0] !== c![0]) return [];
  const [lRest, cRest] = [l!.slice(1), c!.slice(1)];
  if (lRest.some((w) => cRest.includes(w))) return [];
  return [[l![0]!, ...cRest, ...lRest].join(' '), [l![0]!, ...lRest, ...cRest].join(' ')];
}

/**
 * A near miss read as the act under another name: `m`'s artist similarity replaced by
 * `MATCH_POLICY.otherName.artistSimilarity` (method `other-name`, the catalog artist it names),
 * its confidence recomputed with the same title similarity and version factor (0..100, one decimal).
 */
export function asOtherName(m: ArtistTitleMatch, artist: string): ArtistTitleMatch {
  const s = MATCH_POLICY.otherName.artistSimilarity;
  const confidence = Math.round(1000 * s * m.explain.title.similarity * m.explain.version.factor) / 10;
  return {
    ...m,
    confidence,
    explain: { ...m.explain, artist: { similarity: s, method: 'other-name', matched: artist, via: 'name' } },
  };
}

/**
 * For lines without a passing match: their near misses (scored candidates whose title agrees at
 * `MATCH_POLICY.otherName.minTitleSimilarity` or more) whose credited artist a catalog name bridges
 * to the logged name ({@link bridgeNames}), asked of the engine in one probe (`known`: whether the
 * catalog credits each name as written). Probes only lines and candidates that qualify.
 * @returns per line in `lines`, the accepted matches (confidence ≥ `MATCH_POLICY.minConfidence`), best first.
 */
export async function otherNameMatches(
  lines: readonly { name: string; nearMisses: readonly ArtistTitleMatch[] }[],
  known: (names: readonly string[]) => Promise<boolean[]>,
): Promise<ArtistTitleMatch[][]> {
  const wanted = lines.map(({ name, nearMisses }) =>
    nearMisses
      .filter((m) => m.explain.title.similarity >= MATCH_POLICY.otherName.minTitleSimilarity)
      .flatMap((m) =>
        (m.recording.artists ?? []).map((a) => ({
          m,
          artist: String(a.name ?? ''),
          bridges: bridgeNames(name, String(a.name ?? '')),
        })),
      )
      .filter((x) => x.bridges.length),
  );
  const names = [...new Set(wanted.flat().flatMap((x) => x.bridges))];
  if (!names.length) return lines.map(() => []);
  const flags = await known(names);
  const isKnown = new Set(names.filter((_, k) => flags[k]));
  return wanted.map((xs) =>
    xs
      .filter((x) => x.bridges.some((b) => isKnown.has(b)))
      .map((x) => asOtherName(x.m, x.artist))
      .filter((m) => m.confidence >= MATCH_POLICY.minConfidence)
      .sort((a, b) => b.confidence - a.confidence),
  );
}
