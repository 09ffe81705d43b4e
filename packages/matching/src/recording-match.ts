/**
 * Re-ranking of artist-title candidates (second stage of the matcher, after Elasticsearch):
 * a confidence 0..100 for "this catalog recording is what the playlist line means".
 *
 * confidence = 100 × artistSimilarity × titleSimilarity, where
 * - artistSimilarity is the best `bestNameSimilarity` of the query name against any credited
 *   artist's names (name, aliases, translated names; featured credits count × 0.9) or the raw
 *   performer string;
 * - titleSimilarity is `titleSimilarity` (title-similarity.ts: exact, base, key, censored,
 *   partial, suffix, fuzzy) of the logged title against the candidate's title and alternative
 *   titles, the best of them.
 * A product makes both sides necessary: a right artist with a wrong title (the hardest negatives)
 * stays low. The acceptance threshold `MATCH_MIN_CONFIDENCE` was set on the dev set
 * (`npm run eval:match`). Follows the ListenBrainz MBID mapper's re-check of fuzzy hits with
 * string distance after a broad candidate search.
 */
import { splitArtistCredit } from './artist-credit';
import { foldForMatch } from './fold';
import { bestNameSimilarity } from './similarity';
import { type TitleSimilarity, titleSimilarity } from './title-similarity';

/** Hits below this confidence (0..100) are not returned. */
export const MATCH_MIN_CONFIDENCE = 72;

/** A candidate recording as the re-ranker needs it. */
export interface MatchCandidate {
  title: string;
  /** Titles of the same recording in other sources (e.g. Spotify's spelling). */
  altTitles?: readonly string[];
  performer?: string;
  artists: readonly { name: string; link?: string; aliases?: readonly string[]; translated?: readonly string[] }[];
}

/** Why a candidate got its confidence (`explain=true`). */
export interface MatchExplanation {
  artist: {
    similarity: number;
    method: string;
    matched: string;
    via: 'name' | 'alias' | 'translated' | 'performer' | 'featured';
  };
  title: { similarity: number; method: TitleSimilarity['method']; matched: string };
}

/** Result of {@link scoreRecordingMatch}. */
export interface MatchScore {
  /** 0..100. */
  confidence: number;
  explain: MatchExplanation;
}

function artistSimilarity(queryName: string, c: MatchCandidate): MatchExplanation['artist'] {
  let best: MatchExplanation['artist'] = { similarity: 0, method: 'none', matched: '', via: 'name' };
  for (const a of c.artists) {
    const names = [a.name, ...(a.aliases ?? []), ...(a.translated ?? [])];
    const r = bestNameSimilarity(queryName, names);
    const featured = a.link === 'Feat';
    const score = r.score * (featured ? 0.9 : 1);
    if (score > best.similarity) {
      const aliasCount = a.aliases?.length ?? 0;
      const via = featured ? 'featured' : r.index === 0 ? 'name' : r.index <= aliasCount ? 'alias' : 'translated';
      best = { similarity: score, method: r.method, matched: names[r.index] ?? '', via };
    }
  }
  if (c.performer && best.similarity < 1) {
    const r = bestNameSimilarity(queryName, [c.performer]);
    if (r.score > best.similarity) best = { similarity: r.score, method: r.method, matched: c.performer, via: 'performer' };
  }
  return best;
}

function bestTitle(queryTitle: string, candidateTitle: string): MatchExplanation['title'] {
  const t = titleSimilarity(queryTitle, candidateTitle);
  return { similarity: t.similarity, method: t.method, matched: candidateTitle };
}

/**
 * Confidence that `candidate` is the recording meant by (`name`, `title`).
 * @returns confidence 0..100 (one decimal) and its explanation.
 */
export function scoreRecordingMatch(name: string, title: string, candidate: MatchCandidate): MatchScore {
  const artist = artistSimilarity(name, candidate);
  let t = bestTitle(title, candidate.title);
  for (const alt of candidate.altTitles ?? []) {
    if (t.similarity === 1) break;
    const a = bestTitle(title, alt);
    if (a.similarity > t.similarity) t = a;
  }
  const confidence = Math.round(1000 * artist.similarity * t.similarity) / 10;
  return { confidence, explain: { artist, title: t } };
}

/** The query's credited names (main then featured), for display and debugging. */
export function queryCredits(name: string): string[] {
  const c = splitArtistCredit(name);
  return [...c.main, ...c.featured].map(foldForMatch).filter(Boolean);
}
