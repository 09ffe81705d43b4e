/**
 * Show fields derived from what the show data names (`docs/entity-resolution.md` "Derived fields"), pure functions. The
 * MusicBrainz dump the shows come from keeps only the event name, type, time and setlist (no
 * life-span, no performer relationships), so only the name is evidence:
 *
 * - **Cleaned name** ({@link cleanShowName}): a name wrapped whole in one pair of double quotes
 *   (`"Elixir at Willard Straight Hall, Cornell"`, a CSV quoting left in the value) loses them; a
 *   name that only starts with a quoted title (`"Praktiline mees" esitlus`) is kept as written.
 * - **Year** ({@link showYear}): the one four-digit year 1900–2099 the name states as a separate
 *   word (`… in 2011`, `Rock am Ring 2005`); a name with two different years states none.
 * - **Artists** ({@link showArtists}): a name of the form `<performer> at <venue>` names its
 *   performer; it is taken when the performer part is the name of exactly one catalog artist (its
 *   resolution name key, `artistNameKey`), never on a guess between several.
 */
import type { JsonObject } from '@mc/catalog';
import { artistNameKey } from '@mc/text-analysis';
import type { DerivedFieldInput, SourceDocument } from '@mc/store';

/**
 * The name without a wrapping pair of double quotes, or null when it has none to drop. Quotes
 * inside must pair up as quotations (each opening one at the start or after a space), so
 * `"Schandmaul "Unendlich" Tour 2014"` → `Schandmaul "Unendlich" Tour 2014`, while `"A" and "B"`
 * (two quoted titles, not a wrapped name) is kept.
 */
export function cleanShowName(name: string): string | null {
  const m = /^\s*"(.+)"\s*$/u.exec(name);
  const inner = m?.[1]?.trim();
  if (!inner) return null;
  const quotes = [...inner.matchAll(/"/gu)].map((q) => q.index!);
  if (quotes.length % 2) return null;
  const opensAsQuotation = quotes.every((at, i) => i % 2 === 1 || at === 0 || /\s/u.test(inner[at - 1]!));
  return opensAsQuotation ? inner : null;
}

/** The single year (1900–2099) a show name states, or null. */
export function showYear(name: string): number | null {
  const years = new Set([...name.matchAll(/(?<![\p{L}\p{N}])(19\d\d|20\d\d)(?![\p{L}\p{N}])/gu)].map((m) => Number(m[1])));
  return years.size === 1 ? [...years][0]! : null;
}

/** The performer part of `<performer> at <venue>`, or null. */
export function performerPart(name: string): string | null {
  const m = /^(.+?) at \S/u.exec(name);
  return m ? m[1]!.trim() : null;
}

/**
 * The artist name key a show names as its performer (`[]` when none, or when a source already
 * states the show's artists): the only artists {@link deriveShowFields} looks up.
 */
export function showPerformerKeys(s: SourceDocument): string[] {
  if (Array.isArray(s.doc.artists) && s.doc.artists.length) return [];
  const stated = typeof s.doc.name === 'string' ? s.doc.name : '';
  const performer = stated ? performerPart(cleanShowName(stated) ?? stated) : null;
  const key = performer ? artistNameKey(performer) : '';
  return key.length >= 2 ? [key] : [];
}

/**
 * The catalog artist a show name names as its performer (rule in the module doc).
 * @param artistsByKey name key → ids of the artists with that name.
 */
export function showArtists(
  name: string,
  artistsByKey: Map<string, { id: number; name: string }[]>,
): { id: number; name: string }[] {
  const performer = performerPart(name);
  const key = performer ? artistNameKey(performer) : '';
  const found = key.length >= 2 ? artistsByKey.get(key) : undefined;
  return found && found.length === 1 ? [found[0]!] : [];
}

/** Derived `name`, `year` and `artists` of shows (module doc); fields a source states are left alone. */
export function deriveShowFields(
  shows: SourceDocument[],
  artistsByKey: Map<string, { id: number; name: string }[]>,
): DerivedFieldInput[] {
  const out: DerivedFieldInput[] = [];
  for (const s of shows) {
    const stated = typeof s.doc.name === 'string' ? s.doc.name : '';
    if (!stated) continue;
    const cleaned = cleanShowName(stated);
    const name = cleaned ?? stated;
    if (cleaned) {
      out.push({
        kind: 'show',
        id: s.id,
        field: 'name',
        value: cleaned,
        rule: 'show-name:wrapping-quotes',
        evidence: { stated },
      });
    }
    const year = showYear(name);
    if (year !== null && s.doc.year === undefined) {
      out.push({ kind: 'show', id: s.id, field: 'year', value: year, rule: 'show-year:named', evidence: { name } });
    }
    const artists = Array.isArray(s.doc.artists) && s.doc.artists.length ? [] : showArtists(name, artistsByKey);
    if (artists.length) {
      const value: JsonObject[] = artists.map((a) => ({ id: a.id, name: a.name }));
      out.push({
        kind: 'show',
        id: s.id,
        field: 'artists',
        value,
        rule: 'show-artists:performer-at-venue',
        evidence: { name, performer: performerPart(name) },
      });
    }
  }
  return out;
}

/** A catalog artist that a show's performer part may name. */
export interface PerformerCandidate {
  id: number;
  name: string;
  /** Its source marks it as one of several artists of that name (an `Artist.disambiguation` note). */
  disambiguated: boolean;
}

/**
 * The artists each performer name key may stand for: an artist its source marks as one of several
 * of that name (Discogs' "(2)", a note and not part of the name) is kept only when every artist of
 * that name is so marked, since the unmarked one is the act the name means on its own (Discogs
 * numbers the later entries of a shared name). Pure.
 */
export function performerCandidates(byKey: ReadonlyMap<string, PerformerCandidate[]>): Map<string, PerformerCandidate[]> {
  const out = new Map<string, PerformerCandidate[]>();
  for (const [k, artists] of byKey)
    out.set(k, artists.some((a) => !a.disambiguated) ? artists.filter((a) => !a.disambiguated) : artists);
  return out;
}
