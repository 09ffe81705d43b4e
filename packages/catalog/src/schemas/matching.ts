/**
 * Response schemas of matching: `ArtistTitleHit`, `MatchType`. Rules: `../schemas.ts`.
 */
import { z } from './zod';
import {
  AlbumFormat,
  AlbumType,
  AliasLink,
  ArtistNature,
  ArtistType,
  Duration,
  GenreLink,
  opt,
  optId,
  optNum,
  optStr,
  Score100,
  SpecDate,
} from './primitives';

// Artist-title hit

/** The bands of an artist-title answer: the matcher's, surest first (`match-type.ts` grades them), then `curated` (a pinned line). */
export const MATCH_TYPES = ['exact', 'high', 'medium', 'low', 'curated'] as const;

/** An extension of this service: the band of an artist-title answer. */
export const MatchType = z.enum(MATCH_TYPES).openapi('MatchType', {
  description:
    "An extension of this service: how far to trust the answer, surest first. `exact`: the line folds to the catalog's artist and title, same version; `high`: one side spelt another way by a strong rule (a credit part, a cut-off or misspelt name, a bracketed part or colloquial spelling of the title) and confidence ≥ 90; `medium`: confidence ≥ 80 with a looser rule on one side (a title cut short, typos) beside an equal other side; `low`: the rest (typos or loose rules on both sides, or near the threshold): send to review; `curated`: a pinned line, answered as a person decided (`docs/curation.md`). Measured precision per band: docs/matching.md",
});

export const ArtistTitleHit = z
  .looseObject({
    id: optId(),
    title: optStr(),
    subtitle: optStr(),
    language: optStr(),
    language_code: optStr(),
    duration: opt(Duration),
    isrc: optStr(),
    translated: opt(z.array(z.looseObject({ lang: optStr(), rfc_5646: optStr(), title: optStr(), subtitle: optStr() }))),
    genre: opt(z.looseObject({ name: optStr(), id_genre: optId() })),
    hit: optNum(),
    editors_pick: optNum(),
    score: optNum(),
    version: opt(z.enum(['same', 'other'])).openapi({
      description:
        'An extension of this service: `same` when the recording is the version the line names (live, remix, instrumental, radio edit…; a bare title names the original), `other` when the catalog holds the song but not that version (its score is lowered)',
    }),
    match_type: opt(MatchType),
    popularity: opt(Score100).openapi({ description: 'Recording popularity, percent' }),
    artists: opt(
      z.array(
        z.looseObject({
          id: optId(),
          name: optStr(),
          real_firstname_lastname: optStr(),
          aliases: opt(z.array(z.looseObject({ link: opt(AliasLink), alias: optStr() }))),
          translated: opt(z.array(z.looseObject({ lang: optStr(), rfc_5646: optStr(), name: optStr() }))),
          type: opt(ArtistType),
          nature: opt(ArtistNature),
          picture: optStr().openapi({ description: 'Picture path' }),
          genres: opt(z.array(z.looseObject({ link: opt(GenreLink), name: optStr(), id_genre: optId() }))),
          roles: opt(z.array(z.looseObject({ id_role: optId(), name: optStr() }))),
          popularity: opt(Score100).openapi({ description: 'Percent' }),
        }),
      ),
    ),
    albums: opt(
      z.array(
        z.looseObject({
          id: optId(),
          title: optStr(),
          label: optStr(),
          distributor: optStr(),
          type: opt(AlbumType),
          format: opt(AlbumFormat),
          original_release_date: opt(SpecDate),
          cover_art: optStr().openapi({ description: 'Cover path' }),
          cover_art_400: optStr().openapi({ description: '400x400 cover path' }),
          genres: opt(z.array(z.looseObject({ id_genre: optId(), name: optStr() }))),
        }),
      ),
    ),
    explanation: opt(z.record(z.string(), z.unknown())).openapi({
      description: 'An extension of this service: present only with `explain=true`; how the hit was matched and scored',
    }),
  })
  .openapi('ArtistTitleHit');

/** An extension of this service: one candidate of an unsure answer (`candidates=true`). */
export const MatchCandidate = z
  .looseObject({
    id: z.number().int().openapi({ description: 'Recording id' }),
    title: z.string(),
    artists: z.array(z.looseObject({ id: z.number().int(), name: z.string() })),
    score: z.number().openapi({ description: "The matcher's confidence of the line against it (0..100)" }),
    refused_by: z.enum(['artist_similarity', 'title_similarity', 'version', 'below_threshold', 'ranked_lower']).openapi({
      description:
        'Why it is not the answer: the artist or the title too far from the line, another version of the song, both sides close but their score below the threshold, or passing but ranked below the answer',
    }),
  })
  .openapi('MatchCandidate', {
    description:
      'An extension of this service: a recording the matcher scored for an unsure line (no match, `low`, `medium`), for a person to accept or not. Never a hit.',
  });

/** `candidates` of an answer: up to three, best first; empty for a sure answer. */
export const MatchCandidates = z.array(MatchCandidate).max(3);
