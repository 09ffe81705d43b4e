import { anyAscii, isLatinOnly, mainScriptCode, scriptsOf, toLatin } from './transliterate';

describe('toLatin', () => {
  it.each([
    ['ボア', 'boa'],
    ['BoA', 'boa'],
    ['블랙핑크', 'beullaegpingkeu'],
    ['트와이스', 'teuwaiseu'],
    ['Beyoncé', 'beyonce'],
    ['Бьорк', 'bork'],
    ['Σωκράτης', 'sokratis'],
  ])('romanises and folds %s to %s', (input, expected) => {
    expect(toLatin(input)).toBe(expected);
  });

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
  it.each([
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
  ])('gives %s the ISO 15924 code %s', (input, expected) => {
    expect(mainScriptCode(input)).toBe(expected);
  });
});

describe('scriptsOf', () => {
  it.each([
    ['BLACKPINK', ['Latin']],
    ['블랙핑크', ['Hangul']],
    ['ボア', ['Kana']],
    ['後藤真希', ['Han']],
    ['BoA (ボア)', ['Latin', 'Kana']],
    ['モーニング娘。', ['Kana', 'Han']],
    ['Бьорк', ['Cyrillic']],
    ['3OH!3', ['Latin']],
    ['!!!', []],
  ])('finds the scripts of %s', (input, expected) => {
    expect(scriptsOf(input)).toEqual(expected);
  });

  it('tells Latin-only names apart', () => {
    expect(isLatinOnly('TWICE')).toBe(true);
    expect(isLatinOnly('트와이스')).toBe(false);
  });
});
