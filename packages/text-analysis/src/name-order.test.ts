import { isInvertedPersonName, isPersonLikeName, nameOrderVariants } from './name-order';

describe('nameOrderVariants', () => {
  it('restores "Goto, Maki" to "Maki Goto"', () => {
    expect(nameOrderVariants('Goto, Maki')).toEqual(['Maki Goto', 'Goto Maki']);
  });

  it('restores a sort name with a moved article', () => {
    expect(nameOrderVariants('Beatles, The')).toEqual(['The Beatles']);
  });

  it.each([
    ['Liz Phair', ['Phair Liz', 'Phair, Liz']],
    ['Paul Simon', ['Simon Paul', 'Simon, Paul']],
    ['Cheryl Pepsii Riley', ['Riley Cheryl Pepsii', 'Riley, Cheryl Pepsii', 'Pepsii Riley Cheryl']],
  ])('inverts the person name %s', (name, variants) => {
    expect(nameOrderVariants(name)).toEqual(variants);
  });

  it('lets "Simon & Garfunkel" alone (not a person name)', () => {
    expect(nameOrderVariants('Simon & Garfunkel')).toEqual([]);
  });

  it.each(['The Chemical Brothers', 'Daft Punk Band', '3OH!3', '後藤真希', 'BLACKPINK', 'Earth, Wind & Fire'])(
    'gives no variants for %s',
    (name) => {
      expect(nameOrderVariants(name)).toEqual([]);
    },
  );

  it('round-trips: the inverted form restores the original', () => {
    expect(nameOrderVariants('Phair, Liz')).toContain('Liz Phair');
    expect(nameOrderVariants('Gates David')).toContain('David Gates');
  });
});

describe('person-name heuristics', () => {
  it('recognises inverted person names', () => {
    expect(isInvertedPersonName('Goto, Maki')).toBe(true);
    expect(isInvertedPersonName('Simon, Paul')).toBe(true);
    expect(isInvertedPersonName('Beatles, The')).toBe(false);
    expect(isInvertedPersonName('Earth, Wind & Fire')).toBe(false);
  });

  it('recognises person-like names', () => {
    expect(isPersonLikeName("Brooks O'Dell")).toBe(true);
    expect(isPersonLikeName('Simon & Garfunkel')).toBe(false);
    expect(isPersonLikeName('Madonna')).toBe(false);
  });
});
