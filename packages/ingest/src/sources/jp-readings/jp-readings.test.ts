import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalogArtistIndex, type CatalogArtist } from '../common/artist-linking';
import { composeNames, decideJapaneseNameLink, mapJapaneseName, parseReadingDictionary } from './jp-readings';

const text = readFileSync(join(__dirname, '../../../../../data/jp_artist_name_readings/jar-dictionary.txt'), 'utf8');
const { entries } = parseReadingDictionary(text);
const { names, rejects } = composeNames(entries);
const named = (romaji: string) => names.find((n) => n.romaji === romaji)!;

const artist = (id: number, name: string): CatalogArtist => ({
  id,
  ref: id,
  names: [name],
  sources: ['musicbrainz'],
  discogsIds: [],
  recordingTitles: new Set(),
});

describe('jp_readings dictionary', () => {
  it('reads every reading pair with its romanised name and read part', () => {
    expect(entries).toHaveLength(67);
    expect(entries[0]).toEqual({ kana: 'あいつき', kanji: '藍月', romaji: 'Aitsuki Nakuru', part: 'Aitsuki', role: 'singer' });
  });

  it('composes a full name from its family-name and given-name entries, family name first', () => {
    expect(named('Amamiya Sora')).toMatchObject({ kanji: '雨宮天', kana: 'あまみやそら' });
    expect(named('Kitō Akari')).toMatchObject({ kanji: '鬼頭明里', kana: 'きとうあかり' });
    expect(named('Asaka')).toMatchObject({ kanji: '亜咲花', kana: 'あさか' });
  });

  it('rejects name parts whose other part is not in the dictionary instead of guessing', () => {
    expect(names.find((n) => n.romaji === 'Makino Yui')).toBeUndefined();
    expect(rejects.some((r) => r.record.includes('由依'))).toBe(true);
    expect(names.length + rejects.length).toBeGreaterThan(0);
  });

  it('makes unlinked names artists named in kanji with kana and romaji translations', () => {
    expect(mapJapaneseName(named('Amamiya Sora')).doc).toEqual({
      name: '雨宮天',
      type: 'Person',
      translated: [
        { lang: 'ja', rfc_5646: 'ja-Hrkt', name: 'あまみやそら' },
        { lang: 'ja', rfc_5646: 'ja-Latn', name: 'Amamiya Sora' },
      ],
    });
  });
});

describe('decideJapaneseNameLink', () => {
  it('links on an equal kanji name or two-word romaji name and contributes the other forms', () => {
    const d = decideJapaneseNameLink(named('Amamiya Sora'), buildCatalogArtistIndex([artist(9, '雨宮天')]));
    expect(d?.target?.id).toBe(9);
    const c = mapJapaneseName(named('Amamiya Sora'), ['雨宮天']);
    expect((c.doc.translated as { rfc_5646: string }[]).map((t) => t.rfc_5646)).toEqual(['ja-Hrkt', 'ja-Latn']);
    expect(decideJapaneseNameLink(named('Amamiya Sora'), buildCatalogArtistIndex([artist(3, 'amamiya sora')]))?.target?.id).toBe(
      3,
    );
  });

  it('refuses a one-word romaji match and ambiguous names', () => {
    expect(decideJapaneseNameLink(named('Ayane'), buildCatalogArtistIndex([artist(4, 'Ayane')]))?.target).toBeUndefined();
    expect(
      decideJapaneseNameLink(named('Ayane'), buildCatalogArtistIndex([artist(4, '彩音'), artist(5, '彩音')]))?.target,
    ).toBeUndefined();
    expect(decideJapaneseNameLink(named('Ayane'), buildCatalogArtistIndex([]))).toBeUndefined();
  });
});
