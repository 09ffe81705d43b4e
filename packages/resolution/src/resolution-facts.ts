/**
 * Building the facts resolution compares from served documents (the contract's `Artist` and `Recording`)
 * as `loadEntityEvidence` returns them.
 */
import { durationSeconds } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import type { EntityEvidenceRow } from '@mc/store';
import type { ArtistFacts } from './artist-facts';
import { type RecordingFacts, realSources } from './recording-resolution';

type Obj = Record<string, unknown>;
const objects = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter((x): x is Obj => !!x && typeof x === 'object') : []);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const ids = (v: unknown[]): number[] => v.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/** A recording's credited artists: `{id, main}` per credit with a numeric id. */
export function recordingCredits(doc: Obj): { id: number; main: boolean }[] {
  return objects(doc.artists)
    .map((a) => ({ id: Number(a.id), main: a.type !== 'FEAT' && a.link !== 'Feat' }))
    .filter((a) => Number.isSafeInteger(a.id) && a.id > 0);
}

/**
 * Facts of every artist: names (name, aliases, translated names), external ids, full birth date,
 * country, members, and from the recordings their folded titles and co-credited artists.
 */
export function artistFacts(artists: EntityEvidenceRow[], recordings: EntityEvidenceRow[]): ArtistFacts[] {
  const out = new Map(artists.map((row) => [row.id, artistOwnFacts(row)]));
  for (const row of recordings) addRecordingEvidence(out, row);
  return [...out.values()];
}

/** What an artist document says about the artist (recording titles and co-credits left empty). */
export function artistOwnFacts(row: EntityEvidenceRow): ArtistFacts {
  const d = row.doc as Obj;
  const ext = (d.externals ?? {}) as Obj;
  const birth =
    typeof d.birth_date === 'string' && /^\d{4}-(?!00)\d{2}-(?!00)\d{2}$/u.test(d.birth_date) ? d.birth_date : undefined;
  return {
    id: row.id,
    names: [
      ...new Set([
        ...strings([d.name]),
        ...objects(d.aliases).flatMap((a) => strings([a.alias])),
        ...objects(d.translated).flatMap((t) => strings([t.name])),
      ]),
    ],
    sources: realSources(row.sources),
    mbids: strings(ext.ext_mb),
    discogsIds: ids(Array.isArray(ext.ext_dg) ? ext.ext_dg : []),
    birthDate: birth,
    countryCode: typeof d.country_code === 'string' ? d.country_code : undefined,
    memberIds: ids(objects(d.band_members).map((m) => m.id_artist)),
    recordingTitles: new Set(),
    coCredits: new Set(),
    years: [],
    disambiguated: typeof d.disambiguation === 'string' && /\(\d+\)/u.test(d.disambiguation),
  };
}

/** Adds career years to an artist's facts (kept ascending and distinct). */
export function addYears(facts: ArtistFacts, years: Iterable<number>): void {
  const all = new Set(facts.years);
  for (const y of years) if (Number.isInteger(y) && y >= 1800 && y <= 2100) all.add(y);
  facts.years = [...all].sort((x, y) => x - y);
}

/** The chart years of an `artist_popularity` document (`catalog.details_by_year[].year`). */
export function popularityYears(row: Pick<EntityEvidenceRow, 'doc'>): number[] {
  const catalog = (row.doc.catalog ?? {}) as Obj;
  return objects(catalog.details_by_year).map((d) => Number(d.year));
}

/** A recording's folded title ("" when none) and the ids it credits, as artist resolution reads them. */
export function recordingTitleCredits(row: Pick<EntityEvidenceRow, 'doc'>): { title: string; credited: number[] } {
  const title = typeof row.doc.title === 'string' ? foldForMatch(row.doc.title) : '';
  return { title, credited: recordingCredits(row.doc as Obj).map((c) => c.id) };
}

/**
 * Adds one recording's folded title and co-credits to the facts of the artists it credits (those
 * in `facts`; with `only`, just those in it too).
 */
export function addRecordingEvidence(
  facts: ReadonlyMap<number, ArtistFacts>,
  row: Pick<EntityEvidenceRow, 'doc'>,
  only?: ReadonlySet<number>,
): void {
  const { title, credited } = recordingTitleCredits(row);
  const year = typeof row.doc.year === 'number' ? row.doc.year : undefined;
  for (const id of credited) {
    const a = only && !only.has(id) ? undefined : facts.get(id);
    if (!a) continue;
    if (title) a.recordingTitles.add(title);
    if (year !== undefined) addYears(a, [year]);
    for (const other of credited) if (other !== id) a.coCredits.add(other);
  }
}

/**
 * Counts, for a fixed set of titles, the distinct artists credited with each, up to `cap` (enough
 * to tell a common title: `commonTitlesOf` over every artist, without holding every title).
 */
export class TitleArtistCounter {
  private readonly artists = new Map<string, Set<number>>();

  /**
   * @param titles the folded titles to count (others are ignored).
   * @param cap counting stops at this many artists per title.
   */
  constructor(
    titles: Iterable<string>,
    private readonly cap: number,
  ) {
    for (const t of titles) this.artists.set(t, new Set());
  }

  /** Counts one recording's credited artists that are known artists (`isArtist`) for its title. */
  add(row: Pick<EntityEvidenceRow, 'doc'>, isArtist: (id: number) => boolean): void {
    const { title, credited } = recordingTitleCredits(row);
    const seen = title ? this.artists.get(title) : undefined;
    if (!seen) return;
    for (const id of credited) if (seen.size < this.cap && isArtist(id)) seen.add(id);
  }

  /** Titles credited to more than `limit` artists (`limit` < cap). */
  over(limit: number): Set<string> {
    return new Set([...this.artists].filter(([, s]) => s.size > limit).map(([t]) => t));
  }
}

/**
 * Facts of every recording, its main artists mapped through `survivorOf` (artist merges decided
 * in the same run).
 */
export function recordingFacts(recordings: EntityEvidenceRow[], survivorOf: (artistId: number) => number): RecordingFacts[] {
  return recordings.map((row) => {
    const d = row.doc as Obj;
    const ext = (d.externals ?? {}) as Obj;
    const main = [
      ...new Set(
        recordingCredits(d)
          .filter((c) => c.main)
          .map((c) => survivorOf(c.id)),
      ),
    ].sort((x, y) => x - y);
    return {
      id: row.id,
      title: typeof d.title === 'string' ? d.title : '',
      mainArtists: main,
      durationS: durationSeconds(d.duration),
      mbids: strings(ext.ext_mb),
      hasExternalIds: Object.values(ext).some((v) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined)),
      sources: row.sources,
    };
  });
}
