import { abbreviationForms, bandNameSimilarity, writtenOut } from './band-names';
import { foldForMatch } from './fold';

const tokens = (name: string) => foldForMatch(name).split(' ');
const reading = (logged: string, catalog: string) => bandNameSimilarity(tokens(logged), tokens(catalog))?.method;

describe('bandNameSimilarity', () => {
  it.each([
    ['Bob Seger/Silver Bullet Band', 'Bob Seger & The Silver Bullet Band', 'band-credit'],
    ['Prince/Revolution', 'Prince And The Revolution', 'band-credit'],
    ['Herb Alpert/Tijuana Brass', 'Herb Alpert & The Tijuana Brass', 'band-credit'],
    ['Perez Prado Orchestra', 'Perez Prado And His Orchestra', 'band-credit'],
    ['Red Eye Band', 'Red Eye', 'band-word'],
    ['Jimi Hendrix', 'The Jimi Hendrix Experience', 'band-word'],
    ['Marshall Tucker', 'The Marshall Tucker Band', 'band-word'],
  ])('reads %s as %s by %s', (logged, catalog, method) => {
    expect(reading(logged, catalog)).toBe(method);
  });

  it.each([
    // Equal as written: not a band reading.
    ['Bob Seger', 'Bob Seger'],
    // Another word than a band word, or more than one.
    ['Bob Seger', 'Bob Seger System'],
    ['Boston', 'Boston Pops Orchestra'],
    // One word left without its article and joins: not two names joined.
    ['The Who', 'Who'],
    // Nothing left but the band word.
    ['The Band', 'Band Band'],
  ])('does not read %s as %s', (logged, catalog) => {
    expect(reading(logged, catalog)).toBeUndefined();
  });
});

describe('abbreviations', () => {
  it('writes abbreviations out and abbreviates written-out words', () => {
    expect(abbreviationForms('jonas bros')).toEqual(['jonas brothers']);
    expect(abbreviationForms('the righteous brothers')).toEqual(['the righteous bros']);
    expect(abbreviationForms('jr walker the all stars')).toEqual(['junior walker the all stars']);
  });

  it('has no other form for a name without abbreviations', () => {
    expect(abbreviationForms('the beatles')).toEqual([]);
  });

  it('writes out the abbreviations of a title', () => {
    expect(writtenOut('dr feelgood')).toBe('doctor feelgood');
    expect(writtenOut('mr tambourine man')).toBe('mister tambourine man');
  });
});
