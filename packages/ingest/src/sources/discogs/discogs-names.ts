/**
 * Names as the artist is known: the rules of the `discogs` importer (./discogs.ts) for the names it
 * serves and credits, and for where Discogs' disambiguation number goes instead.
 *
 * Discogs tells same-named artists apart by a number in parentheses after the name: "Rainbow",
 * "Rainbow (2)", "Rainbow (3)"; "(1)" is never used (Discogs Database Guidelines, entities with the
 * same name). The number is not part of anyone's name, so:
 * - every name the importer writes (an artist's `name`, `aliases` and `band_members[].name_artist`,
 *   the `name` of each artist credited on a recording, release or album, the names in `Credits`) is
 *   the name without it ({@link stripDisambiguation});
 * - the number stays where it identifies: the artist's entity key (its Discogs id, so "Rainbow" and
 *   "Rainbow (2)" remain two artists), `externals.ext_dg` [Discogs id], and the artist document's
 *   `disambiguation` note ({@link disambiguationNote}: `"Discogs (2)"`).
 */
import type { JsonObject } from '@mc/catalog';

/** Discogs' disambiguation suffix: whitespace, then a number in parentheses, at the end of a name. */
const DISAMBIGUATION_SUFFIX = /\s+\((\d+)\)$/;

/**
 * Removes the Discogs disambiguation suffix: "Rainbow (2)" → "Rainbow". Names without one are
 * returned unchanged (trimmed); a name that is only "(2)" is kept as it is.
 */
export function stripDisambiguation(name: string): string {
  const stripped = name.trim().replace(DISAMBIGUATION_SUFFIX, '').trim();
  return stripped || name.trim();
}

/**
 * The `disambiguation` note of the contract's `Artist` for a Discogs artist name: `"Discogs (N)"`
 * when the name ends in Discogs' " (N)" ("Bad Company (3)" → "Discogs (3)"), else undefined.
 */
export function disambiguationNote(name: string): string | undefined {
  const m = DISAMBIGUATION_SUFFIX.exec(name.trim());
  return m && stripDisambiguation(name) !== name.trim() ? `Discogs (${m[1]})` : undefined;
}

/**
 * The name fields of a Discogs artist document: `{name}` without the suffix, plus
 * `{disambiguation}` ({@link disambiguationNote}) when Discogs printed one.
 * @param printed the name as Discogs prints it ("Horsepower (6)").
 */
export function artistNameFields(printed: string): { name: string; disambiguation?: string } {
  const note = disambiguationNote(printed);
  return { name: stripDisambiguation(printed), ...(note ? { disambiguation: note } : {}) };
}

/**
 * Appends `alias` (without its disambiguation suffix) to `aliases` as an `Alias` entry unless it is
 * empty, the artist's own name, or already there (case-insensitive).
 */
export function pushAlias(aliases: { alias: string; link: string }[], name: string, alias: string): void {
  const a = stripDisambiguation(alias);
  if (!a || a.toLowerCase() === name.toLowerCase()) return;
  if (aliases.some((x) => x.alias.toLowerCase() === a.toLowerCase())) return;
  aliases.push({ alias: a, link: 'Alias' });
}

/**
 * The minimal artist document of an artist the sample only credits on releases (its own
 * `<artist>` record is not in the sample): `{name, disambiguation?, aliases?, externals: {ext_dg:
 * [id]}}`, the name and note from {@link artistNameFields}, the release name variations (ANVs) as
 * aliases. `type` is left out: nothing in a credit says whether the artist is a person or a group.
 * @param printed the credited name as Discogs prints it ("Bad Company (3)").
 */
export function creditedArtistDoc(id: number, printed: string, anvs: Iterable<string>): JsonObject {
  const doc: JsonObject = { ...artistNameFields(printed) };
  const aliases: { alias: string; link: string }[] = [];
  for (const a of anvs) pushAlias(aliases, doc.name as string, a);
  if (aliases.length) doc.aliases = aliases;
  doc.externals = { ext_dg: [id] };
  return doc;
}
