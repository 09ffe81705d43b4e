/**
 * Pure mapping of Discogs dump records (see {@link ./discogs-xml}) to catalog documents: artists
 * (the contract's `Artist`) and the field readers (dates, durations, positions, formats, barcodes, genres, credit
 * roles → credits 2.14) that masters and releases (`./discogs-release-mapping`) use too. Used by
 * the `discogs` importer (./discogs.ts), which holds the I/O shell and the overall rules.
 *
 * Entity keys (source `discogs`): artist = Discogs artist id; album = master id, or
 * `release:<release id>` for a release without master; release = release id; recording and track =
 * `<release id>:<position>` (`<release id>:#<n>` when the release gives no positions at all).
 */
import { type JsonObject, ref, SHIPPED_SOURCES } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import type { ContributionInput } from '@mc/store';
import { artistNameFields, pushAlias, stripDisambiguation } from './discogs-names';
import { type XmlElement, child, childText, childrenNamed } from './discogs-xml';

/** Source name of the Discogs importer (contribution source and ref source). */
export const DISCOGS_SOURCE = SHIPPED_SOURCES.discogs;
/** Contribution source of an operator's Discogs dump (`catalog import --discogs-dump DIR`). */
export const DISCOGS_DUMP_SOURCE = SHIPPED_SOURCES.discogsDump;

/** A record that could not be used, with the reason (for `ctx.reject`). */
export interface Reject {
  reason: string;
  record: string;
  /**
   * True when the record itself says its entity is not in Discogs' catalog (a release whose
   * status is not `Accepted`), so that a dump holding it no longer holds the entity; absent when the
   * record could not be read (no id, no name or title), which may hide an entity the dump still has.
   */
  withdrawn?: true;
}

/** An artist credit of a Discogs release or track (`<artists>` / `<extraartists>` entry). */
export interface DiscogsCredit {
  /** Discogs artist id (0 when the credit names no artist entity). */
  id: number;
  /**
   * Artist name as Discogs prints it (with any " (2)" disambiguation suffix): kept so that an artist
   * known only from credits gets its note (`creditedArtistDoc`, ./discogs-names.ts); every name
   * written from a credit goes through {@link stripDisambiguation}.
   */
  name: string;
  /** Artist name variation used on this release (ANV), if any. */
  anv?: string;
  /** Join text to the next artist (e.g. "&", "Feat."). */
  join?: string;
  /** Role text of an extra artist (e.g. "Written-By, Producer [Additional]"). */
  role?: string;
}

/** Discogs artist ref (kind `artist`, source `discogs`, key = Discogs artist id). */
export const discogsArtistRef = (id: number | string): number => ref('artist', DISCOGS_SOURCE, id);

/** Reads the `<artist>` entries of an `<artists>` or `<extraartists>` element. */
export function readCredits(list: XmlElement | undefined): DiscogsCredit[] {
  return childrenNamed(list, 'artist')
    .map((a) => {
      const credit: DiscogsCredit = { id: Number(childText(a, 'id') ?? 0) || 0, name: childText(a, 'name') ?? '' };
      const anv = childText(a, 'anv');
      const join = childText(a, 'join');
      const role = childText(a, 'role');
      if (anv) credit.anv = anv;
      if (join) credit.join = join;
      if (role) credit.role = role;
      return credit;
    })
    .filter((c) => c.name !== '');
}

/** Social-link key of `socials` (the contract's `Artist`) for a URL host, or `website`, or undefined (reference sites). */
export function classifyArtistUrl(url: string): string | undefined {
  let host: string;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    host = u.hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/^[a-z]{2}\.(?=wikipedia)/, '');
  } catch {
    return undefined;
  }
  const is = (...hosts: string[]) => hosts.some((h) => host === h || host.endsWith(`.${h}`));
  if (is('twitter.com', 'x.com')) return 'link_microblog';
  if (is('facebook.com', 'myspace.com', 'linkedin.com')) return 'link_social_network';
  if (is('instagram.com', 'flickr.com')) return 'link_photo_sharing';
  if (is('youtube.com', 'youtu.be', 'vimeo.com', 'ustream.tv')) return 'link_video_channel';
  if (is('soundcloud.com', 'bandcamp.com', 'mixcloud.com')) return 'link_audio_platform';
  if (is('tiktok.com')) return 'link_short_video';
  // Encyclopedias, databases and listings about the artist are not the artist's own website.
  if (
    is('wikipedia.org', 'discogs.com', 'bookogs.com', 'posterogs.com', 'whosampled.com', 'songkick.com') ||
    is('residentadvisor.net', 'imdb.com', 'musicbrainz.org', 'allmusic.com', 'last.fm', 'beatport.com', 'wikidata.org')
  ) {
    return undefined;
  }
  return 'website';
}

/** `socials` (the contract's `Artist`) from Discogs artist URLs (first URL per single-string key; websites all kept). */
export function socialsFromUrls(urls: string[]): JsonObject | undefined {
  const socials: JsonObject = {};
  const websites: string[] = [];
  for (const url of urls) {
    const key = classifyArtistUrl(url);
    if (key === 'website') {
      if (!websites.includes(url)) websites.push(url);
    } else if (key && socials[key] === undefined) socials[key] = url;
  }
  if (websites.length) socials.website = websites;
  return Object.keys(socials).length ? socials : undefined;
}

/**
 * Maps one `<artist>` record to its artist document (the contract's `Artist`).
 *
 * - `name` ← `name` without Discogs' disambiguation suffix ("Rainbow (2)" → "Rainbow"), and
 *   `disambiguation` ← the suffix as a note ("Discogs (2)"): {@link artistNameFields}, rules in
 *   ./discogs-names.ts. The Discogs id stays the entity key and `externals.ext_dg`.
 * - `real_firstname_lastname` ← `realname`.
 * - `aliases` (link `Alias`) ← `namevariations` (spellings used on releases) and `aliases` (the
 *   artist's other pseudonyms, themselves Discogs artists); suffixes removed ({@link pushAlias}).
 * - `band_members` ← `members`: member ref `('artist','discogs',id)`, `name_artist` without its
 *   suffix, role `member` ("Member").
 * - `type`: `Band` when Discogs lists members, otherwise `Person` (Discogs lists `members` for
 *   every group it knows; artists with `groups` are members, i.e. persons).
 * - `socials` ← `urls` ({@link socialsFromUrls}); `externals.ext_dg` ← [id].
 * @returns the contribution, or a reject when the record has no id or name.
 */
export function mapDiscogsArtist(el: XmlElement): { contribution: ContributionInput } | { reject: Reject } {
  const id = Number(childText(el, 'id'));
  const name = childText(el, 'name');
  if (!Number.isInteger(id) || id <= 0 || !name) {
    return { reject: { reason: 'artist without id or name', record: JSON.stringify({ id, name }) } };
  }
  const entity = discogsArtistRef(id);
  const doc: JsonObject = { ...artistNameFields(name) };
  const served = doc.name as string;
  const realname = childText(el, 'realname');
  if (realname) doc.real_firstname_lastname = realname;
  const members = childrenNamed(child(el, 'members'), 'name').filter((m) => Number(m.attrs.id) > 0 && m.text.trim());
  doc.type = members.length ? 'Band' : 'Person';
  const aliases: { alias: string; link: string }[] = [];
  for (const v of childrenNamed(child(el, 'namevariations'), 'name')) pushAlias(aliases, served, v.text);
  for (const a of childrenNamed(child(el, 'aliases'), 'name')) pushAlias(aliases, served, a.text);
  if (aliases.length) doc.aliases = aliases;
  if (members.length) {
    doc.band_members = members.map((m) => ({
      id_artist: discogsArtistRef(m.attrs.id!),
      name_artist: stripDisambiguation(m.text),
      id_role: ref('role', 'role', 'member'),
      name_role: 'Member',
    }));
  }
  const socials = socialsFromUrls(
    childrenNamed(child(el, 'urls'), 'url')
      .map((u) => u.text.trim())
      .filter(Boolean),
  );
  if (socials) doc.socials = socials;
  doc.externals = { ext_dg: [id] };
  return { contribution: { entity, doc } };
}

/**
 * Discogs date text ("1999", "1999-03-00", "1999-07-13") → `YYYY-MM-DD` with `00` for unknown
 * parts; undefined for empty or malformed values or year 0000.
 */
export function parseDiscogsDate(text: string | undefined): string | undefined {
  const m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(text?.trim() ?? '');
  if (!m || m[1] === '0000') return undefined;
  const mm = Number(m[2] ?? 0);
  const dd = Number(m[3] ?? 0);
  if (mm > 12 || dd > 31) return undefined;
  return `${m[1]}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

/**
 * Disc number of a Discogs track position, or undefined when the position cannot be read.
 *
 * - "3", "11a", "1/2" → disc 1;
 * - "2-3", "1-1a", "1-5.2", "1.4" → disc 2, 1, 1, 1 (number before the separator);
 * - "CD1-4", "CD-2", "DVD-1", "LP-A1" → the number after the medium word (1 when none);
 * - vinyl and cassette sides "A", "B2", "A.1", "B. 3", "A6 (a)": two sides per disc
 *   (A/B → 1, C/D → 2, …); a double-letter side "AA1" is side B of disc 1.
 * Track numbers are not read from the position (sides restart their numbering): the importer
 * numbers tracks in tracklist order within each disc.
 */
export function discOfPosition(position: string): number | undefined {
  const p = position.trim().replace(/\s+/g, ' ');
  let m = /^(?:cd|dvd|lp|mc|disc|disk|bd|vhs|sacd)\s*(\d+)?\s*[-.:]?\s*\S/i.exec(p);
  if (m) return m[1] ? Number(m[1]) || 1 : 1;
  m = /^(\d+)\s*[-.]\s*\S/.exec(p);
  if (m) return Number(m[1]) || 1;
  if (/^\d+/.test(p)) return 1;
  m = /^([A-Za-z])(\1*)(?=$|[\s.\d(])/.exec(p);
  if (m) {
    if (m[2]) return 1;
    const side = m[1]!.toUpperCase().charCodeAt(0) - 65;
    return Math.floor(side / 2) + 1;
  }
  return undefined;
}

/** Reads `<formats>` into `{name, qty, descriptions}` entries. */
export function readFormats(el: XmlElement): { name: string; qty: number; descriptions: string[] }[] {
  return childrenNamed(child(el, 'formats'), 'format').map((f) => ({
    name: f.attrs.name ?? '',
    qty: Number(f.attrs.qty) || 1,
    descriptions: childrenNamed(child(f, 'descriptions'), 'description').map((d) => d.text.trim()),
  }));
}

/**
 * `support` (the contract's `Release`) from Discogs formats (first format that maps): CD/CDr → `CD` (`2CD` when the
 * quantity is 2), Vinyl → `EP` when described as EP or 7", else `LP`; Cassette → `K7`; File → `NUM`;
 * DVD → `DVD`. Other formats (Shellac, Box Set, VHS, …) give no support.
 */
export function supportFromFormats(formats: { name: string; qty: number; descriptions: string[] }[]): string | undefined {
  for (const f of formats) {
    switch (f.name) {
      case 'CD':
      case 'CDr':
        return f.qty === 2 ? '2CD' : 'CD';
      case 'Vinyl':
        return f.descriptions.some((d) => d === 'EP' || d === '7"') ? 'EP' : 'LP';
      case 'Cassette':
        return 'K7';
      case 'File':
        return 'NUM';
      case 'DVD':
        return 'DVD';
      default:
        break;
    }
  }
  return undefined;
}

/**
 * Album `type` and `format` (the contract's `Album`) from Discogs format descriptions: `COMPILATION` when described
 * as Compilation, Sampler or Mixed, else `ORIGINAL`; format `SINGLE` (Single, Maxi-Single), `EP`
 * (EP, Mini-Album), `MIXTAPE` (Mixtape), else `ALBUM`.
 */
export function albumTypeAndFormat(formats: { descriptions: string[] }[]): { type: string; format: string } {
  const d = new Set(formats.flatMap((f) => f.descriptions));
  const type = d.has('Compilation') || d.has('Sampler') || d.has('Mixed') ? 'COMPILATION' : 'ORIGINAL';
  let format = 'ALBUM';
  if (d.has('Single') || d.has('Maxi-Single')) format = 'SINGLE';
  else if (d.has('EP') || d.has('Mini-Album')) format = 'EP';
  else if (d.has('Mixtape')) format = 'MIXTAPE';
  return { type, format };
}

/** First `Barcode` identifier as digits only, when it has 8–14 digits (EAN-8/UPC-A/EAN-13/GTIN-14). */
export function barcodeOf(el: XmlElement): string | undefined {
  for (const i of childrenNamed(child(el, 'identifiers'), 'identifier')) {
    if (i.attrs.type !== 'Barcode') continue;
    const digits = (i.attrs.value ?? '').replace(/\D/g, '');
    if (digits.length >= 8 && digits.length <= 14) return digits;
  }
  return undefined;
}

/**
 * Genre `{id_genre, name}` of a master or release: the first Discogs style, else the first
 * Discogs genre, whose folded name is a known genre (MusicBrainz genre list, `known` maps folded
 * name → genre name); undefined when none is known.
 */
export function genreOf(el: XmlElement, known: Map<string, string>): JsonObject | undefined {
  const names = [
    ...childrenNamed(child(el, 'styles'), 'style').map((s) => s.text.trim()),
    ...childrenNamed(child(el, 'genres'), 'genre').map((g) => g.text.trim()),
  ];
  for (const n of names) {
    const name = known.get(foldForMatch(n));
    if (name) return { id_genre: ref('genre', 'genre', foldForMatch(name)), name };
  }
  return undefined;
}

/** Splits a Discogs role text on commas outside brackets: "Remix, Producer [Additional]" → 2 roles. */
export function splitRoles(role: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of role) {
    if (ch === '[') depth += 1;
    if (ch === ']') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

const CREDIT_CATEGORIES: [string, RegExp][] = [
  ['Visual', /photo|design|artwork|art direction|illustrat|layout|cover|painting|graphic|lettering|typograph/i],
  [
    'Writing',
    /written|writer|composed|composer|music by|lyrics|lyricist|words by|songwriter|arrang|libretto|adapted|translated/i,
  ],
  [
    'Production',
    /produc|remix|mix|master|engineer|record|programm|lacquer|edited|editor|cut by|sound|technician|sequenced|transfer|restor/i,
  ],
  [
    'Performance',
    /vocal|voice|rap|perform|featuring|presenting|guitar|bass|drum|piano|keyboard|synth|percussion|violin|viola|cello|trumpet|trombone|sax|horn|flute|clarinet|organ|orchestra|choir|chorus|conduct|strings|turntable|\bdj\b|scratch|harmonica|banjo|mandolin|harp|oboe|bassoon|tuba|accordion|sitar|tabla|bongo|conga|timpani|vibraphone|marimba|xylophone|glockenspiel|bells|electronics|sampler|instrument|ensemble|musician|soloist|leader|whistl|beatbox|claps|ukulele|fiddle|lute|tambourine|shaker|cymbal|cornet|flugelhorn|piccolo|recorder|melodica|effects|noises/i,
  ],
];

/**
 * Parent credit name (`parent_credit_name` of the contract's `Credits`) of one Discogs role, by keyword (the role's
 * bracketed qualifier is ignored): `Visual` (photography, design, artwork…), `Writing` (written,
 * composed, music/lyrics/words by, arranged…), `Production` (producer, remix, mixed, mastered,
 * engineer, recorded, programmed, lacquer cut…), `Performance` (vocals, rap, performer, featuring,
 * instruments, orchestra, conductor…); anything else (management, liner notes, A&R…) is `Other`.
 * Checked in that order, so "Music By" is Writing and "Mixed By" Production.
 */
export function creditCategory(role: string): string {
  const base = role.replace(/\[[^\]]*\]/g, ' ').trim();
  for (const [name, re] of CREDIT_CATEGORIES) if (re.test(base)) return name;
  return 'Other';
}

/** One credited person for one role (before grouping). */
export interface CreditLine {
  role: string;
  /** The credited name without Discogs' disambiguation suffix (the name served in `Credits`). */
  name: string;
  artistId: number;
}

/**
 * Credit lines of extra artists: one per (role, artist), role texts split with {@link splitRoles},
 * names without their disambiguation suffix ({@link stripDisambiguation}).
 */
export function creditLines(extra: DiscogsCredit[]): CreditLine[] {
  const out: CreditLine[] = [];
  for (const c of extra) {
    const name = stripDisambiguation(c.name);
    for (const role of splitRoles(c.role ?? '')) out.push({ role, name, artistId: c.id });
  }
  return out;
}

/** Identity of a credited person within a role: `#<artist id>`, or `n:<name>` for a credit without artist id. */
export function creditPersonKey(l: CreditLine): string {
  return l.artistId > 0 ? `#${l.artistId}` : `n:${l.name}`;
}

/**
 * Groups credit lines into `data` (the contract's `Credits`): `[{parent_credit_name, parent_credit:
 * [{credit_child_name, credit_child: [{name, id_artist}]}]}]`, categories in order of first
 * appearance, roles in order of first appearance, people de-duplicated per role. `id_artist` is
 * the Discogs artist ref (left out when the credit names no Discogs artist).
 */
export function groupCredits(lines: CreditLine[]): JsonObject[] {
  const cats = new Map<string, Map<string, Map<string, JsonObject>>>();
  for (const l of lines) {
    const cat = creditCategory(l.role);
    if (!cats.has(cat)) cats.set(cat, new Map());
    const roles = cats.get(cat)!;
    if (!roles.has(l.role)) roles.set(l.role, new Map());
    const people = roles.get(l.role)!;
    const key = creditPersonKey(l);
    if (!people.has(key)) {
      const person: JsonObject = { name: l.name };
      if (l.artistId > 0) person.id_artist = discogsArtistRef(l.artistId);
      people.set(key, person);
    }
  }
  return [...cats].map(([cat, roles]) => ({
    parent_credit_name: cat,
    parent_credit: [...roles].map(([role, people]) => ({ credit_child_name: role, credit_child: [...people.values()] })),
  }));
}
