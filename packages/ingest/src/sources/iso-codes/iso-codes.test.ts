import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asRef } from '@mc/catalog';
import { type Iso3166Country, mapCountry, parseCountryTranslationsTsv } from './iso-codes';

const dir = join(__dirname, '../../../../../data/iso_codes_countries_languages');
const countries = (JSON.parse(readFileSync(join(dir, 'iso_3166-1.json'), 'utf8')) as { '3166-1': Iso3166Country[] })['3166-1'];
const translations = parseCountryTranslationsTsv(readFileSync(join(dir, 'country_names_translated.tsv'), 'utf8'));
const byCode = (code: string) => countries.find((c) => c.alpha_2 === code)!;

describe('ISO 3166-1 countries', () => {
  it('reads the translated names of every country in 16 locales', () => {
    expect(translations.size).toBe(countries.length);
    expect(translations.get('JP')?.get('ja')).toBe('日本');
    expect(translations.get('TW')?.get('zh_TW')).toBe('中華民國');
  });

  it('maps a country to its alpha-2 ref, English name, code and translations', () => {
    const c = mapCountry(byCode('GB'), translations.get('GB'))!;
    expect(asRef(c.entity)).toEqual({ $ref: 'country', source: 'iso', key: 'GB' });
    expect(c.doc.name).toBe('United Kingdom');
    expect(c.doc.code).toBe('GB');
    const tr = c.doc.translated as { lang: string; rfc_5646: string; name: string }[];
    expect(tr).toHaveLength(16);
    expect(tr).toContainEqual({ lang: 'de', rfc_5646: 'de', name: 'Vereinigtes Königreich' });
    expect(tr).toContainEqual({ lang: 'zh', rfc_5646: 'zh-CN', name: '英国' });
    expect(tr).toContainEqual({ lang: 'zh', rfc_5646: 'zh-TW', name: '英國' });
  });

  it('prefers the common name of the standard as English name', () => {
    expect(mapCountry(byCode('KR'))!.doc.name).toBe('South Korea');
    expect(mapCountry(byCode('US'))!.doc.name).toBe('United States');
  });

  it('refuses a record without a two-letter code', () => {
    expect(mapCountry({ ...byCode('FR'), alpha_2: '' })).toBeNull();
  });
});
