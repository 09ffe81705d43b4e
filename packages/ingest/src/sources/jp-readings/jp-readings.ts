/**
 * Importer `jp_readings`: Japanese artist-name readings from
 * `data/jp_artist_name_readings/jar-dictionary.txt` (kingi89/japanese-artist-reading, BSD-3).
 *
 * The file pairs a kana reading with a kanji spelling (`あまみや 雨宮`), each preceded by a `;;`
 * comment giving the romanised name with the read part in angle brackets and the person's role
 * (`;; <Amamiya> Sora - singer:`). Most entries are one part of a name (family or given name), so:
 * - an entry whose brackets cover the whole name (`<Asaka>`, `<Kitō Akari>`) is a name;
 * - two entries of the same romanised two-part name, one for each part (`<Amamiya> Sora` +
 *   `Amamiya <Sora>`), compose a name: kanji and kana in Japanese order, family name first
 *   (雨宮 + 天 → 雨宮天, あまみや + そら → あまみやそら), romaji as the comment writes it
 *   ("Amamiya Sora");
 * - any other entry is only a part of a name and is rejected (the importer does not guess the
 *   other part: "Makino <Yui>" does not combine with "<Makino> Akira").
 * Each name has three forms: kanji (`ja-Jpan`), kana (`ja-Hrkt`), romaji (`ja-Latn`).
 *
 * Linking (dependsOn musicbrainz, discogs, kpopnet): a catalog artist whose name equals one of
 * the forms ({@link foldForMatch}) is the same person when the equal form is the kanji or kana
 * one (a full name in Japanese script), or the romaji one with two or more words; and exactly
 * one catalog artist has that name. Linked artists receive `translated` entries for the other
 * forms. Other names become artists of their own (`ref('artist','jp_readings', romaji)`):
 * `name` = kanji form, `translated` = kana and romaji forms, `type` = `Person` (every name in the
 * file is a person's — singer, composer, voice actress).
 * Every decision is recorded (`recordArtistLinkDecisions`); a link an operator vetoed is refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type JsonObject, ref, SHIPPED_SOURCES } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import type { ContributionInput } from '@mc/store';
import {
  type CatalogArtistIndex,
  type LinkDecision,
  artistsNamed,
  describeDecision,
  loadCatalogArtists,
} from '../common/artist-linking';
import { recordArtistLinkDecisions } from '../common/link-decisions';
import type { Reject } from '../discogs/discogs-mapping';
import type { ImportContext, Importer } from '../../importer';

/** Source name of this importer. */
export const JP_READINGS_SOURCE = SHIPPED_SOURCES.jpReadings;
/** Rule of this importer's link decisions (module doc, "Linking"), as recorded. */
export const JP_READINGS_LINK_RULE = 'jp_readings:japanese-name-form';
/** Dataset folder. */
export const JP_READINGS_DATASET = 'jp_artist_name_readings';

/** One reading pair of the dictionary with its comment. */
export interface ReadingEntry {
  kana: string;
  kanji: string;
  /** Romanised name without brackets, e.g. "Amamiya Sora". */
  romaji: string;
  /** The bracketed (read) part, e.g. "Amamiya". */
  part: string;
  /** Role text after " - ", e.g. "singer". */
  role: string;
}

/** A full name in its three forms. */
export interface JapaneseName {
  kanji: string;
  kana: string;
  romaji: string;
  role: string;
}

/**
 * Parses `jar-dictionary.txt`: each non-comment line `kana kanji` takes the romanised name from
 * the nearest preceding `;;` comment line that has `<…>` brackets.
 * @returns the entries, and rejects for data lines without such a comment or malformed lines.
 */
export function parseReadingDictionary(text: string): { entries: ReadingEntry[]; rejects: Reject[] } {
  const entries: ReadingEntry[] = [];
  const rejects: Reject[] = [];
  let comment: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith(';;')) {
      if (/<[^>]+>/.test(line)) comment = line.slice(2).trim();
      continue;
    }
    const [kana, kanji, ...rest] = line.split(/\s+/);
    const m = comment ? /^(.*?)\s+-\s+(.*?):?$/.exec(comment) : null;
    if (!kana || !kanji || rest.length || !m) {
      rejects.push({ reason: 'reading line without a romanised-name comment or malformed', record: line });
      comment = undefined;
      continue;
    }
    const nameWithBrackets = m[1]!;
    entries.push({
      kana,
      kanji,
      romaji: nameWithBrackets.replace(/[<>]/g, '').trim(),
      part: /<([^>]+)>/.exec(nameWithBrackets)![1]!.trim(),
      role: m[2]!.trim(),
    });
    comment = undefined;
  }
  return { entries, rejects };
}

/**
 * Builds full names from the entries (rules in the module doc).
 * @returns the names and a reject for every entry that is only a part of a name.
 */
export function composeNames(entries: ReadingEntry[]): { names: JapaneseName[]; rejects: Reject[] } {
  const names: JapaneseName[] = [];
  const rejects: Reject[] = [];
  const byName = new Map<string, ReadingEntry[]>();
  for (const e of entries) byName.set(e.romaji, [...(byName.get(e.romaji) ?? []), e]);
  for (const [romaji, readings] of byName) {
    const whole = readings.find((e) => e.part === romaji);
    if (whole) {
      names.push({ kanji: whole.kanji, kana: whole.kana, romaji, role: whole.role });
      continue;
    }
    const tokens = romaji.split(/\s+/);
    const family = readings.find((e) => tokens.length === 2 && e.part === tokens[0]);
    const given = readings.find((e) => tokens.length === 2 && e.part === tokens[1]);
    if (family && given) {
      names.push({ kanji: family.kanji + given.kanji, kana: family.kana + given.kana, romaji, role: family.role });
      continue;
    }
    for (const e of readings) {
      rejects.push({
        reason: 'name part only: the other part of the name has no reading in the dictionary',
        record: `${e.kana} ${e.kanji} (${e.romaji}, part "${e.part}")`,
      });
    }
  }
  return { names, rejects };
}

/** The three forms of a name as `translated` entries (the contract's `Artist`) (`ja-Jpan`, `ja-Hrkt`, `ja-Latn`). */
export function nameForms(n: JapaneseName): JsonObject[] {
  return [
    { lang: 'ja', rfc_5646: 'ja-Jpan', name: n.kanji },
    { lang: 'ja', rfc_5646: 'ja-Hrkt', name: n.kana },
    { lang: 'ja', rfc_5646: 'ja-Latn', name: n.romaji },
  ];
}

/** Artist ref of an unlinked name (key = romaji form). */
export const jpReadingArtistRef = (n: JapaneseName): number => ref('artist', JP_READINGS_SOURCE, n.romaji);

/**
 * Decides whether a name is a catalog artist (rule in the module doc).
 * @returns a decision when some catalog artist has one of the forms as its name, else undefined.
 */
export function decideJapaneseNameLink(n: JapaneseName, index: CatalogArtistIndex): LinkDecision | undefined {
  const forms: [string, string, boolean][] = [
    ['kanji', n.kanji, true],
    ['kana', n.kana, true],
    ['romaji', n.romaji, n.romaji.trim().split(/\s+/).length >= 2],
  ];
  const found = new Map<number, { form: string; strong: boolean; artist: ReturnType<typeof artistsNamed>[number] }>();
  for (const [form, text, strong] of forms) {
    for (const a of artistsNamed(index, text)) if (!found.has(a.id) || strong) found.set(a.id, { form, strong, artist: a });
  }
  if (!found.size) return undefined;
  const key = n.romaji;
  if (found.size > 1) return { key, name: n.kanji, reason: `${found.size} catalog artists carry one of the forms` };
  const [only] = [...found.values()];
  return only!.strong
    ? { key, name: n.kanji, target: only!.artist, reason: `catalog name equals the ${only!.form} form` }
    : { key, name: n.kanji, reason: `only the one-word romaji "${n.romaji}" matches` };
}

/**
 * The contribution for one name: for a linked artist, `translated` with the forms other than
 * the ones equal to a catalog name of the artist; otherwise an artist of its own (module doc).
 */
export function mapJapaneseName(n: JapaneseName, linkedNames?: string[]): ContributionInput {
  const entity = jpReadingArtistRef(n);
  if (linkedNames !== undefined) {
    const same = new Set(linkedNames.map(foldForMatch));
    return { entity, doc: { translated: nameForms(n).filter((f) => !same.has(foldForMatch(f.name as string))) } };
  }
  return { entity, doc: { name: n.kanji, type: 'Person', translated: nameForms(n).slice(1) } };
}

/** The `jp_readings` importer. */
export const jpReadingsImporter: Importer = {
  source: JP_READINGS_SOURCE,
  datasets: [JP_READINGS_DATASET],
  dependsOn: ['musicbrainz', 'discogs', 'kpopnet'],
  async run(ctx: ImportContext): Promise<void> {
    const text = readFileSync(join(ctx.dataDir, JP_READINGS_DATASET, 'jar-dictionary.txt'), 'utf8');
    const parsed = parseReadingDictionary(text);
    const { names, rejects } = composeNames(parsed.entries);
    for (const r of [...parsed.rejects, ...rejects]) ctx.reject(r.reason, r.record);
    const index = await loadCatalogArtists(ctx.pool, jpReadingsImporter.dependsOn);
    const decisions = new Map<string, LinkDecision>();
    for (const n of names) {
      const d = decideJapaneseNameLink(n, index);
      if (d) decisions.set(n.romaji, d);
    }
    await recordArtistLinkDecisions(ctx, JP_READINGS_SOURCE, [...decisions.values()], JP_READINGS_LINK_RULE);
    const links = [...decisions.values()].filter((d) => d.target);
    if (links.length) {
      await ctx.writer.write({
        sameAs: links.map((d) => ({ entity: ref('artist', JP_READINGS_SOURCE, d.key), target: d.target!.ref })),
      });
    }
    ctx.log(`jp_readings: ${names.length} names, linked ${links.length}, refused ${decisions.size - links.length}`);
    for (const d of decisions.values()) ctx.log(`  ${describeDecision(d)}`);
    ctx.progress.start(names.length, 'names');
    await ctx.writer.write({
      contributions: names.map((n) => {
        const target = decisions.get(n.romaji)?.target;
        return mapJapaneseName(n, target?.names);
      }),
    });
    ctx.progress.increment(names.length);
    ctx.progress.stop();
  },
};
