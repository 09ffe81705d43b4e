import { NUMBERED_PREFIX, VERSION_TAGS, YEAR_TAG, droppedG, isPartMarker, isVersionTail, partNumber } from './title-tags';
import { foldForMatch } from './fold';

describe('isVersionTail: " - X" tails of real titles', () => {
  it.each(['Radio Edit', 'Remastered 2009', 'Live At Wembley', 'feat. Jay-Z', 'From "Moulin Rouge"', 'Super Clean', 'Main'])(
    '%s is a version, source or guest tail',
    (tail) => expect(isVersionTail(foldForMatch(tail))).toBe(true),
  );
  it.each(['Hear Me Tonight', 'Spider-Man: Into the Spider-Verse', 'Main Street', 'Livewire'])(
    '%s is part of the title',
    (tail) => expect(isVersionTail(foldForMatch(tail))).toBe(false),
  );
});

describe('VERSION_TAGS', () => {
  const tags = (part: string) => VERSION_TAGS.filter(({ re }) => re.test(foldForMatch(part))).map((t) => t.tag);
  it.each([
    ['Radio Edit', ['radio edit']],
    ['Live Acoustic', ['live', 'acoustic']],
    ["Taylor's Version", ['re-recorded']],
    ['Kevin Yost Mix', ['mix']],
  ])('%s → %p', (part, want) => expect(tags(part)).toEqual(want));
});

describe('YEAR_TAG', () => {
  it.each([
    ['Bette Davis Eyes 81', 'Bette Davis Eyes'],
    ["Vacation '82", 'Vacation'],
  ])('%s carries a year tag', (title, rest) => expect(YEAR_TAG.exec(title)?.[1]).toBe(rest));
  it.each(['99', '1999', 'Summer Of 1969'])('%s carries none', (title) => expect(YEAR_TAG.exec(title)).toBeNull());
});

describe('NUMBERED_PREFIX: a movement or track number before a title', () => {
  it.each(['I. Crawl', 'V. 3005', '1. De Gnome (Kreupele Dwerg)', 'IV. Adagio. Sehr Langsam'])('%s has one', (t) =>
    expect(NUMBERED_PREFIX.test(t)).toBe(true),
  );
  it.each(['I Will Always Love You', 'Mr. Brightside', 'I.O.U.', 'X Gon Give It To Ya', 'V.I.P.'])('%s has none', (t) =>
    expect(NUMBERED_PREFIX.test(t)).toBe(false),
  );
});

describe('partNumber and isPartMarker', () => {
  it.each([
    ['father stretch my hands pt 1', 1],
    ['pt 2', 2],
    ['cold sweat part 1', 1],
    ['i am somebody part ii', 2],
    ['rock and roll part 2', 2],
    ['part time lover', undefined],
    ['counterpart', undefined],
  ])('%s → %p', (folded, n) => expect(partNumber(folded)).toBe(n));

  it('tells a title that is only a part marker', () => {
    expect([isPartMarker('pt 2'), isPartMarker('part ii'), isPartMarker('hip city pt 2')]).toEqual([true, true, false]);
  });
});

describe('droppedG', () => {
  it.each([
    ['starting', 'startin'],
    ['something', 'somethin'],
    ['nothing', 'nothin'],
    ['thing', 'thing'],
    ['sing', 'sing'],
    ['startin', 'startin'],
  ])('%s → %s', (word, written) => expect(droppedG(word)).toBe(written));
});
