/**
 * Response schemas: `Artist`, `Biography` / `Review`, `Picture`. Rules: `../schemas.ts`.
 */
import { z } from './zod';
import {
  AliasLink,
  ArtistExternals,
  ArtistNature,
  ArtistRoleLink,
  ArtistType,
  BiographyLang,
  BiographySource,
  CountryCode,
  DatedMember,
  Gender,
  GenreLink,
  Id,
  opt,
  optId,
  optNum,
  optStr,
  PictureFormat,
  PictureSource,
  RelatedArtistLink,
  SpecDate,
  strList,
  TranslatedName,
} from './primitives';

// Artist

export const Artist = z
  .looseObject({
    id: Id,
    name: z.string(),
    disambiguation: optStr().openapi({
      description:
        'How a source tells this artist apart from same-named artists, e.g. Discogs\' "(2)" as "Discogs (2)"; never part of `name`',
    }),
    isni: optStr(),
    real_firstname_lastname: optStr(),
    type: ArtistType,
    nature: opt(ArtistNature),
    gender: opt(Gender),
    main_role: optId().openapi({ deprecated: true, description: 'Deprecated; id of the main role' }),
    country_name: optStr(),
    country_code: opt(CountryCode),
    influence_country_name: optStr(),
    influence_country_code: opt(CountryCode),
    birth_date: opt(SpecDate),
    debut_date: opt(SpecDate),
    death_date: opt(SpecDate),
    birth_place: optStr(),
    death_place: optStr(),
    activity_periods: opt(z.array(z.looseObject({ start_date: SpecDate, end_date: opt(SpecDate) }))),
    genres: opt(z.array(z.looseObject({ id_genre: Id, name: z.string(), link: GenreLink }))),
    roles: opt(z.array(z.looseObject({ id_role: Id, name: z.string(), link: ArtistRoleLink }))),
    aliases: opt(z.array(z.looseObject({ alias: z.string(), link: AliasLink }))),
    translated: opt(z.array(TranslatedName)),
    band_members: opt(z.array(DatedMember)),
    related_artists: opt(z.array(z.looseObject({ id_artist: Id, name: z.string(), link: RelatedArtistLink }))),
    collaborators: opt(z.array(DatedMember)),
    socials: opt(
      z.looseObject({
        website: strList(),
        link_short_video: optStr(),
        link_microblog: optStr(),
        link_video_channel: optStr(),
        link_social_network: optStr(),
        link_photo_sharing: optStr(),
        link_audio_platform: optStr(),
      }),
    ),
    externals: opt(ArtistExternals),
    famous_for: optStr(),
    awards: optStr(),
    score: optNum().openapi({ description: 'Search hits only' }),
  })
  .openapi('Artist');

// Biography / Review

export const Biography = z
  .looseObject({
    lang: opt(BiographyLang),
    source: opt(BiographySource),
    content: optStr().openapi({ description: 'HTML fragment' }),
    author: optStr(),
    copyright: optStr(),
  })
  .openapi('Biography');
/** Review entry: same fields as a biography; allowed `lang`/`source` values are not fixed. */
export const Review = z
  .looseObject({ lang: optStr(), source: optStr(), content: optStr(), author: optStr(), copyright: optStr() })
  .openapi('Review');

// Picture

export const Picture = z
  .looseObject({
    id_picture: optId().openapi({ description: 'Unique per (id_picture, format); alone only for 1:1' }),
    id_picture_version: optId(),
    name: optStr().openapi({ description: 'Path of the picture' }),
    source: opt(PictureSource),
    format: opt(PictureFormat),
    width: optNum(),
    height: optNum(),
    mimetype: opt(z.literal('image/jpeg')),
    copyright: optStr(),
    metas: opt(
      z.looseObject({
        id: optNum(),
        quality_rank: optNum(),
        title: optStr(),
        date_created: optStr(),
        date_submitted: optStr(),
        orientation: optStr(),
        collection_name: optStr(),
        copyright: optStr(),
        credit_line: optStr(),
        license_model: optStr(),
        artist: optStr(),
        editorial_segments: strList(),
        product_types: strList(),
        people: strList(),
        editorial_source: opt(z.looseObject({ id: optNum(), name: optStr() })),
        max_dimensions: opt(z.looseObject({ height: optNum(), width: optNum() })),
        allowed_use: opt(z.looseObject({ how_can_i_use_it: optStr(), release_info: optStr(), usage_restrictions: strList() })),
      }),
    ),
    tags: strList(),
  })
  .openapi('Picture');
