/**
 * Importer `iso_codes`: the country reference list (the contract's `Country`, `/api/country`) from the
 * Debian `iso-codes` data in `data/iso_codes_countries_languages`.
 *
 * - `iso_3166-1.json`: one `country` entity per ISO 3166-1 country, ref `('country', 'iso', alpha-2)`
 *   (the shared country-reference convention). English `name` = the ISO `common_name` when the
 *   standard gives one ("South Korea", "Taiwan", "Iran"), else its `name`; `code` = alpha-2.
 * - `country_names_translated.tsv`: the ISO name translated by the package's own gettext catalogs
 *   in 16 locales → `translated [{lang, rfc_5646, name}]` (`lang` ISO 639-1; `rfc_5646` tells the
 *   two Chinese locales apart: `zh-CN`, `zh-TW`). Empty cells are skipped.
 *
 * Ids: every country is written in one batch in alpha-2 order, so on an empty store the country ids
 * follow alpha-2 order (ids are allocated in first-seen order and never change afterwards).
 * Former countries (ISO 3166-3: SU, YU, DD …) are not part of this list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type JsonObject, ref, SHIPPED_SOURCES } from '@mc/catalog';
import type { ContributionInput } from '@mc/store';
import type { Importer, ImportContext } from '../../importer';

/** Source name of this importer (contribution source). */
export const ISO_CODES_SOURCE = SHIPPED_SOURCES.isoCodes;
const DATASET = 'iso_codes_countries_languages';

/** One record of `iso_3166-1.json` (`{"3166-1": [...]}`). */
export interface Iso3166Country {
  alpha_2: string;
  alpha_3: string;
  numeric: string;
  name: string;
  common_name?: string;
  official_name?: string;
  flag?: string;
}

/** Translated names of one country: locale column of the TSV (e.g. `zh_CN`) → name. */
export type CountryTranslations = Map<string, string>;

/** The locale columns of `country_names_translated.tsv`, with their ISO 639-1 code and RFC 5646 tag. */
export const TRANSLATION_LOCALES: readonly { column: string; lang: string; rfc5646: string }[] = [
  'ja',
  'ko',
  'zh_CN',
  'zh_TW',
  'ru',
  'uk',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'ar',
  'he',
  'el',
  'tr',
  'pl',
].map((column) => ({ column, lang: column.slice(0, 2), rfc5646: column.replace('_', '-') }));

/**
 * Parses `country_names_translated.tsv` (tab-separated, header `alpha_2 alpha_3 name common_name
 * official_name <16 locale columns>`, no quoting).
 * @returns alpha-2 (upper case) → translations by locale column (empty cells left out).
 * @throws Error when a locale column of {@link TRANSLATION_LOCALES} is missing from the header.
 */
export function parseCountryTranslationsTsv(text: string): Map<string, CountryTranslations> {
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const header = (lines.shift() ?? '').split('\t');
  for (const l of TRANSLATION_LOCALES) {
    if (!header.includes(l.column)) throw new Error(`country_names_translated.tsv: no column ${l.column}`);
  }
  const out = new Map<string, CountryTranslations>();
  for (const line of lines) {
    const cells = line.split('\t');
    const code = (cells[0] ?? '').trim().toUpperCase();
    const names: CountryTranslations = new Map();
    header.forEach((col, i) => {
      const v = (cells[i] ?? '').trim();
      if (v && TRANSLATION_LOCALES.some((l) => l.column === col)) names.set(col, v);
    });
    out.set(code, names);
  }
  return out;
}

/**
 * Maps one ISO 3166-1 record (+ its translated names) to the `country` contribution
 * `{id, name, code, translated?}`.
 * @returns null when the record has no two-letter alpha-2 code or no name (the caller rejects it).
 */
export function mapCountry(c: Iso3166Country, translations?: CountryTranslations): ContributionInput | null {
  const code = (c.alpha_2 ?? '').trim().toUpperCase();
  const name = (c.common_name ?? c.name ?? '').trim();
  if (!/^[A-Z]{2}$/.test(code) || !name) return null;
  const entity = ref('country', 'iso', code);
  const translated = TRANSLATION_LOCALES.flatMap((l) => {
    const t = translations?.get(l.column);
    return t ? [{ lang: l.lang, rfc_5646: l.rfc5646, name: t }] : [];
  });
  const doc: JsonObject = { id: entity, name, code };
  if (translated.length) doc.translated = translated;
  return { entity, doc };
}

/** The `iso_codes` importer (no dependencies; first in the registry so country ids come first). */
export const isoCountriesImporter: Importer = {
  source: ISO_CODES_SOURCE,
  datasets: [DATASET],
  dependsOn: [],
  async run(ctx: ImportContext): Promise<void> {
    const dir = join(ctx.dataDir, DATASET);
    const countries = (JSON.parse(readFileSync(join(dir, 'iso_3166-1.json'), 'utf8')) as { '3166-1': Iso3166Country[] })[
      '3166-1'
    ];
    const translations = parseCountryTranslationsTsv(readFileSync(join(dir, 'country_names_translated.tsv'), 'utf8'));
    const sorted = [...countries].sort((a, b) => (a.alpha_2 ?? '').localeCompare(b.alpha_2 ?? ''));
    ctx.progress.start(sorted.length, 'countries');
    const contributions: ContributionInput[] = [];
    for (const c of sorted) {
      const mapped = mapCountry(c, translations.get((c.alpha_2 ?? '').toUpperCase()));
      if (mapped) contributions.push(mapped);
      else ctx.reject('country without alpha-2 code or name', JSON.stringify(c));
      ctx.progress.increment();
    }
    await ctx.writer.write({ contributions });
    ctx.progress.stop();
    ctx.log(`iso_codes: ${contributions.length} countries`);
  },
};
