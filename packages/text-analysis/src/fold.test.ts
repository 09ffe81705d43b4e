import fc from 'fast-check';
import { foldForMatch, foldForScoring, foldUnicode, foldWithoutApostrophes } from './fold';
import { CONTRACTED_TITLES } from './spelling-cases';
import { type MappingRow, itMapsEach } from './table-tests';

describe('foldForMatch', () => {
  itMapsEach('folds %s to %s', foldForMatch, [
    ['Beyoncé', 'beyonce'],
    ["'N Sync", 'n sync'],
    ['  Simon   &  Garfunkel ', 'simon garfunkel'],
    ['블랙핑크', '블랙핑크'],
    ['ボア', 'ホア'],
  ]);
});

describe('foldForScoring: the evaluation normalisation drops punctuation instead of spacing it', () => {
  itMapsEach('%s → %p (foldForScoring, foldForMatch)', (s: string) => [foldForScoring(s), foldForMatch(s)], [
    ['Jay-Z', ['jayz', 'jay z']],
    ['Beyoncé', ['beyonce', 'beyonce']],
    ["'N Sync", ['n sync', 'n sync']],
    ['AC/DC', ['acdc', 'ac dc']],
    ['  Simon   &  Garfunkel ', ['simon garfunkel', 'simon garfunkel']],
  ]);
});

describe('foldWithoutApostrophes: words as typed without their apostrophes', () => {
  itMapsEach('%s → %s', foldWithoutApostrophes, [
    ...CONTRACTED_TITLES.flatMap(([written, typed, words]): MappingRow<string, string>[] => [
      [written, words],
      [typed, words],
    ]),
    ['Don\u2019t Speak', 'dont speak'],
    ["We're Not Gonna Take It", 'were not gonna take it'],
    ["I've Done Everything For You", 'ive done everything for you'],
    ["Destiny's Child", 'destinys child'],
    ["The O'Jays", 'the ojays'],
    ["Guns N' Roses", 'guns n roses'],
    ["'N Sync", 'n sync'],
    ["Bobby's Girl (Kiss Kiss)", 'bobbys girl kiss kiss'],
  ]);

  it('meets the same words typed without apostrophes, and is idempotent', () => {
    const pairs: [string, string][] = [
      ["I'm Yours", 'im yours'],
      ["Ain't No Mountain High Enough", 'aint no mountain high enough'],
      ["Who Are You When I'm Not Looking", 'who are you when im not looking'],
    ];
    for (const [written, typed] of pairs) {
      expect(foldWithoutApostrophes(written)).toBe(foldWithoutApostrophes(typed));
      expect(foldWithoutApostrophes(foldWithoutApostrophes(written))).toBe(foldWithoutApostrophes(written));
    }
  });

  it('equals foldForMatch where no apostrophe sits inside a word', () => {
    for (const s of ['Jay-Z', 'AC/DC', 'Beyoncé', '블랙핑크', "Runnin' Down A Dream"])
      expect(foldWithoutApostrophes(s)).toBe(foldForMatch(s));
  });
});

describe('the ASCII path of the foldings gives what the Unicode definition gives', () => {
  const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
  /** foldWithoutApostrophes by its definition (Unicode letters around an apostrophe). */
  const withoutApostrophesByDefinition = (s: string): string =>
    foldUnicode(s.normalize('NFC').replace(/(?<=\p{L})['\u2019\u2018\u02BC`\u00B4](?=\p{L})/gu, ''));

  it('on every ASCII character alone, between letters and doubled', () => {
    for (const c of ascii)
      for (const s of [c, `a${c}B`, `${c}${c}x ${c}`, ` ${c} `]) {
        expect(foldForMatch(s)).toBe(foldUnicode(s));
        expect(foldWithoutApostrophes(s)).toBe(withoutApostrophesByDefinition(s));
      }
  });

  it('on generated ASCII strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), (s) => {
        expect(foldForMatch(s)).toBe(foldUnicode(s));
        expect(foldWithoutApostrophes(s)).toBe(withoutApostrophesByDefinition(s));
      }),
      { numRuns: 2000 },
    );
  });

  it('and text with a character past ASCII takes the Unicode path', () => {
    expect(foldForMatch('Beyoncé — Déjà Vu')).toBe('beyonce deja vu');
    expect(foldWithoutApostrophes('Don\u2019t Stop')).toBe('dont stop');
  });
});
