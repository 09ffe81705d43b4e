/**
 * Response schemas: `Recording`, `RecordingAudioDescriptors`, `Lyric`. Rules: `../schemas.ts`.
 */
import { z } from './zod';
import {
  CreditLink,
  CreditRole,
  Duration,
  GenreRef,
  Id,
  opt,
  optNum,
  optionalNumbers,
  optStr,
  RecordingArtistType,
  RecordingExternals,
  strList,
} from './primitives';

// Recording, recording audio descriptors

export const Recording = z
  .looseObject({
    id: Id,
    title: z.string(),
    subtitle: optStr(),
    duration: opt(Duration),
    isrc: optStr(),
    hit: optNum(),
    editors_pick: optNum(),
    externals: opt(RecordingExternals),
    translated: opt(z.array(z.looseObject({ lang: optStr(), rfc_5646: optStr(), title: optStr(), subtitle: optStr() }))),
    related_isrcs: strList().openapi({ deprecated: true }),
    genre: opt(GenreRef),
    artists: opt(
      z
        .array(
          z.looseObject({
            id: Id,
            name: z.string(),
            type: RecordingArtistType.openapi({ deprecated: true }),
            link: CreditLink,
            roles: opt(z.array(CreditRole)),
          }),
        )
        .openapi({
          description:
            'The credited artists, each with its own artist id, main artists (`link` Main) first, then featured ones (Feat), in the order the credit prints them (MusicBrainz\'s artist credit). A joined credit such as "21 Savage & Metro Boomin" lists each artist; an act such as "Simon & Garfunkel" is one artist (docs/entity-resolution.md, "Artist credits").',
        }),
    ),
    performer: optStr().openapi({
      description:
        'An extension of this service: the artist credit as the source prints it, for display ("21 Savage & Metro Boomin Featuring Drake"); `artists` holds its artists.',
      example: '21 Savage & Metro Boomin',
    }),
    score: optNum().openapi({ description: 'Search hits only' }),
  })
  .openapi('Recording');

export const RECORDING_AUDIO_DESCRIPTOR_KEYS = [
  'absolute_loudness',
  'arousal',
  'articulation',
  'binary',
  'bpm',
  'brightness',
  'centroid',
  'chroma01',
  'chroma02',
  'chroma03',
  'chroma04',
  'chroma05',
  'chroma06',
  'chroma08',
  'chroma09',
  'chroma10',
  'chroma11',
  'chroma12',
  'complexity',
  'complexity_chroma',
  'danceability',
  'dissonance',
  'electric_acoustic',
  'event_density',
  'flatness',
  'intensity',
  'loudness',
  'loudness_range',
  'melodicity',
  'mfcc01',
  'mfcc02',
  'mfcc03',
  'mfcc04',
  'mfcc05',
  'mfcc06',
  'mfcc07',
  'mfcc08',
  'mfcc09',
  'mfcc10',
  'mfcc11',
  'mfcc12',
  'mfcc13',
  'music_speech',
  'pulse_clarity',
  'rhythmic_stability',
  'roll_off',
  'spread',
  'studio_live',
  'valence',
  'vocal_instrumental',
  'zero_cross_rate',
] as const;
export const RecordingAudioDescriptors = z
  .looseObject({
    ...optionalNumbers(RECORDING_AUDIO_DESCRIPTOR_KEYS),
    moods: opt(z.array(z.looseObject({ name: optStr(), value: optNum().openapi({ description: 'Weight' }) }))),
    themes: strList(),
    timbres: strList(),
  })
  .openapi('RecordingAudioDescriptors');

// Lyric

const LrcLine = z
  .looseObject({
    line: optStr(),
    duration: optStr().openapi({ description: 'Milliseconds, as text' }),
    milliseconds: optStr().openapi({ description: 'Position in milliseconds, as text' }),
    lrc_timestamp: optStr().openapi({ description: 'Time position' }),
  })
  .openapi('LrcLine');

export const Lyric = z
  .looseObject({
    id_recording: Id,
    lfid: z.string().openapi({ description: 'Lyrics provider id' }),
    title: optStr(),
    hfa_code: optStr(),
    language: optStr(),
    language_code: optStr().openapi({ description: 'ISO-639' }),
    lyric: optStr(),
    publisher_credit: strList(),
    territories: z.array(z.string()),
    lrc: opt(z.array(LrcLine)),
    translations: opt(z.array(z.looseObject({ lrc: opt(z.array(LrcLine)), lyric: optStr(), language: optStr() }))),
  })
  .openapi('Lyric');
