import { anyAscii, isLatinOnly, mainScriptCode, scriptsOf, toLatin } from './transliterate';
import { itMapsEach } from './table-tests';

describe('toLatin', () => {
  itMapsEach('romanises and folds %s to %s', toLatin, [
    ['ボア', 'boa'],
    ['BoA', 'boa'],
    ['블랙핑크', 'beullaegpingkeu'],
    ['트와이스', 'teuwaiseu'],
    ['Beyoncé', 'beyonce'],
    ['Бьорк', 'bork'],
    ['Σωκράτης', 'sokratis'],
  ]);

  it('reads kanji as Chinese (real readings must come from the data)', () => {
    expect(toLatin('後藤真希')).toBe('houtengzhenxi');
  });

  it('never returns an empty string for a Hangul or kana name', () => {
    for (const name of ['블랙핑크', '트와이스', 'ボア', '뉴진스', '원더걸스']) {
      expect(toLatin(name).length).toBeGreaterThan(0);
    }
  });

  it('keeps syllable case boundaries in the raw transliteration', () => {
    expect(anyAscii('방탄소년단')).toBe('BangTanSoNyeonDan');
  });

  it('returns an empty string only for input without letters or digits', () => {
    expect(toLatin('  ')).toBe('');
  });
});

describe('mainScriptCode', () => {
  itMapsEach('gives %s the ISO 15924 code %s', mainScriptCode, [
    ['BLACKPINK', 'Latn'],
    ['BoA (보아)', 'Hang'],
    ['BoA (ボア)', 'Jpan'],
    ['モーニング娘。', 'Jpan'],
    ['後藤真希', 'Hani'],
    ['Бьорк', 'Cyrl'],
    ['Σωκράτης', 'Grek'],
    ['Beyoncé ביונסה', 'Hebr'],
    ['Ք', 'Zyyy'],
    ['!!!', 'Zyyy'],
  ]);
});

describe('scriptsOf', () => {
  itMapsEach('finds the scripts of %s', scriptsOf, [
    ['BLACKPINK', ['Latin']],
    ['블랙핑크', ['Hangul']],
    ['ボア', ['Kana']],
    ['後藤真希', ['Han']],
    ['BoA (ボア)', ['Latin', 'Kana']],
    ['モーニング娘。', ['Kana', 'Han']],
    ['Бьорк', ['Cyrillic']],
    ['3OH!3', ['Latin']],
    ['!!!', []],
  ]);

  it('tells Latin-only names apart', () => {
    expect(isLatinOnly('TWICE')).toBe(true);
    expect(isLatinOnly('트와이스')).toBe(false);
  });
});
