/**
 * Matches shaped as artist-title hits (the contract's `ArtistTitleHit`): the recording, its credited artists (from the
 * documents the matcher already loaded) and the popularity of each (one store read per kind).
 */
import type { JsonObject } from '@mc/catalog';
import { matchTypeOfMatch } from './match-type';
import type { ArtistTitleMatch, MatcherStore } from './types';

/** One artist-title hit (the contract's `ArtistTitleHit`), with its `match_type` band (`match-type.ts`) and `explanation` when asked for. */
export type ArtistTitleHit = Record<string, unknown>;

/** `global.score` of popularity documents by entity id. */
function popularityById(docs: JsonObject[]): Map<number, number | null> {
  return new Map(docs.map((d) => [d.id as number, ((d.global as JsonObject | undefined)?.score as number | undefined) ?? null]));
}

/**
 * The hits of `matches`, in order.
 * @param explain include each match's `explanation` (the `explain=true` parameter).
 * @throws store errors.
 */
export async function artistTitleHits(
  store: MatcherStore,
  matches: readonly ArtistTitleMatch[],
  explain: boolean,
): Promise<ArtistTitleHit[]> {
  const artistIds = [...new Set(matches.flatMap((m) => (m.recording.artists ?? []).map((a) => a.id)))];
  const [artistPop, recPop] = await Promise.all([
    store.getMany('artist_popularity', artistIds),
    store.getMany(
      'recording_popularity',
      matches.map((m) => m.recording.id),
    ),
  ]);
  const aPop = popularityById(artistPop);
  const rPop = popularityById(recPop);
  return matches.map((m) => {
    const r = m.recording;
    return {
      id: r.id,
      title: r.title,
      subtitle: r.subtitle ?? null,
      duration: r.duration ?? null,
      isrc: r.isrc ?? null,
      translated: r.translated ?? [],
      genre: r.genre ?? null,
      hit: r.hit ?? null,
      editors_pick: r.editors_pick ?? null,
      score: m.confidence,
      version: m.version,
      match_type: matchTypeOfMatch(m),
      popularity: rPop.get(r.id) ?? null,
      artists: (r.artists ?? []).map((credit) => {
        const a: JsonObject = m.artists.get(credit.id) ?? {};
        return {
          id: credit.id,
          name: credit.name,
          real_firstname_lastname: a.real_firstname_lastname ?? null,
          aliases: a.aliases ?? [],
          translated: a.translated ?? [],
          type: a.type ?? null,
          nature: a.nature ?? null,
          genres: a.genres ?? [],
          roles: a.roles ?? [],
          popularity: aPop.get(credit.id) ?? null,
        };
      }),
      // The albums the recording appears on, derived from release tracks (packages/derive/src).
      albums: Array.isArray((r as JsonObject).albums) ? (r as JsonObject).albums : [],
      ...(explain ? { explanation: m.pin ? { ...m.explain, pin: m.pin } : m.explain } : {}),
    };
  });
}
