import { VERSION_TAGS, YEAR_TAG, isVersionTail } from './title-tags';
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
