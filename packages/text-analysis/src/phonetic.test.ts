import { metaphoneOf, phoneticEqual, phoneticKeys, phoneticKeysOfLatin, phoneticTokens } from './phonetic';
import { toLatin } from './transliterate';

describe('phoneticKeys', () => {
  it('gives "Lynyrd Skynyrd" and "lynyrd skinyrd" the same key', () => {
    expect(phoneticKeys('Lynyrd Skynyrd')).toEqual(phoneticKeys('lynyrd skinyrd'));
    expect(phoneticEqual('Lynyrd Skynyrd', 'lynyrd skinyrd')).toBe(true);
  });

  it('keys the typo rows of the eval set like their names', () => {
    expect(phoneticEqual('Linndisfarne', 'Lindisfarne')).toBe(true);
    expect(phoneticEqual('Dan Bairrd', 'Dan Baird')).toBe(true);
  });

  it('keys transliterated names', () => {
    expect(phoneticKeys('ボア')).toEqual(phoneticKeys('BoA'));
    expect(phoneticKeys('블랙핑크').length).toBeGreaterThan(0);
  });

  it('gives the keys of a romanised form what phoneticKeys gives its text', () => {
    for (const s of ['Lynyrd Skynyrd', 'ボア', '블랙핑크', 'Бьорк', "Destiny's Child", 'Ke$ha', ''])
      expect(phoneticKeysOfLatin(toLatin(s))).toEqual(phoneticKeys(s));
  });

  it('separates different names', () => {
    expect(phoneticEqual('Beyoncé', 'Rihanna')).toBe(false);
  });

  it('returns nothing for a string without letters', () => {
    expect(phoneticKeys('!!!')).toEqual([]);
  });
});

describe('metaphoneOf and phoneticTokens', () => {
  it('gives primary and alternate codes', () => {
    expect(metaphoneOf('Skynyrd')).toEqual(['SKNR', 'SKNR']);
    expect(metaphoneOf('Schmidt')).toEqual(['XMT', 'SMT']);
  });

  it('lists per-token codes regardless of order', () => {
    expect(phoneticTokens('Simon & Garfunkel').sort()).toEqual(phoneticTokens('garfunkel simon').sort());
  });
});
