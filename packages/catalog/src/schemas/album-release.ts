/**
 * Response schemas: `Album`, `CoverArt`, `AlbumAudioDescriptors`, `Release`, `Track`. Rules: `../schemas.ts`.
 */
import { z } from './zod';
import {
  AlbumExternals,
  AlbumFormat,
  AlbumType,
  CreditLink,
  CreditRole,
  Duration,
  GenreRef,
  Id,
  opt,
  optId,
  optionalNumbers,
  optNum,
  optStr,
  ReleaseExternals,
  ReleaseSupport,
  SpecDate,
  TranslatedTitle,
} from './primitives';

// Album, cover art, album audio descriptors

const CreditedArtist = z.looseObject({ id: Id, name: z.string(), link: CreditLink, roles: opt(z.array(CreditRole)) });

export const Album = z
  .looseObject({
    id: Id,
    title: z.string(),
    subtitle: optStr(),
    label: optStr(),
    distributor: optStr(),
    type: AlbumType,
    format: AlbumFormat.nullish().openapi({
      description: 'Optional: absent when no source states it (1 of 1,990 sample albums): docs/api.md "Contract deviations"',
    }),
    original_release_date: opt(SpecDate),
    rating: optNum(),
    translated: opt(z.array(TranslatedTitle)),
    externals: opt(AlbumExternals),
    genre: opt(GenreRef),
    artists: opt(z.array(z.looseObject({ id_artist: Id, name: z.string(), link: CreditLink, roles: opt(z.array(CreditRole)) }))),
    score: optNum().openapi({ description: 'Search hits only' }),
  })
  .openapi('Album');

/** Cover art: `source` and `copyright` carry text (an earlier form of the interface typed them as numbers). */
export const CoverArt = z
  .looseObject({
    path: z.string(),
    path_400: optStr(),
    width: optNum(),
    height: optNum(),
    source: z.union([z.string(), z.number()]),
    copyright: opt(z.union([z.string(), z.number()])),
  })
  .openapi('CoverArt');

export const ALBUM_AUDIO_DESCRIPTOR_KEYS = [
  'arousal',
  'danceability',
  'dissonance',
  'electric_acoustic',
  'melodicity',
  'music_speech',
  'studio_live',
  'valence',
  'vocal_instrumental',
] as const;
export const AlbumAudioDescriptors = z.looseObject(optionalNumbers(ALBUM_AUDIO_DESCRIPTOR_KEYS)).openapi('AlbumAudioDescriptors');

// Release, Track

export const Release = z
  .looseObject({
    id: Id,
    release_date: opt(SpecDate),
    distributor: optStr(),
    barcode: optStr().openapi({ description: 'EAN or UPC' }),
    support: opt(ReleaseSupport),
    recommended: opt(z.boolean()),
    commentary: optStr(),
    externals: opt(ReleaseExternals),
    album: opt(z.looseObject({ id: Id, title: z.string() })),
    artists: opt(z.array(CreditedArtist)),
    score: optNum().openapi({ description: 'Search hits only' }),
  })
  .openapi('Release');

export const Track = z
  .looseObject({
    id: optId(),
    disc_number: optNum(),
    track_number: optNum(),
    recording: opt(z.looseObject({ id: optId(), title: optStr(), subtitle: optStr(), duration: opt(Duration) })),
  })
  .openapi('Track');
