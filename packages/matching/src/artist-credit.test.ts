import { foldForMatch } from './fold';
import {
  artistNameForms,
  compactName,
  creditAtoms,
  joinCreditAtoms,
  splitArtistCredit,
  splitAtFeaturedMarkers,
} from './artist-credit';

describe('splitArtistCredit', () => {
  it.each([
    ['Kevin Lyttle Featuring Spragga Benz', ['Kevin Lyttle'], ['Spragga Benz'], ['featuring']],
    ['Panjabi MC Featuring Jay-Z', ['Panjabi MC'], ['Jay-Z'], ['featuring']],
    ['Simon & Garfunkel', ['Simon', 'Garfunkel'], [], ['&']],
    ['Joe Cocker And Jennifer Warnes', ['Joe Cocker', 'Jennifer Warnes'], [], ['and']],
    ['Daft Punk ft. Pharrell Williams & Nile Rodgers', ['Daft Punk'], ['Pharrell Williams', 'Nile Rodgers'], ['ft.', '&']],
    ['benny blanco with Halsey & Khalid', ['benny blanco'], ['Halsey', 'Khalid'], ['with', '&']],
    ['Lil Nas X Featuring Billy Ray Cyrus', ['Lil Nas X'], ['Billy Ray Cyrus'], ['featuring']],
    ['Marshmello x Bastille', ['Marshmello', 'Bastille'], [], ['x']],
    ['Jay-Z, Rihanna, Kanye West', ['Jay-Z', 'Rihanna', 'Kanye West'], [], [',', ',']],
    ['Armin van Buuren vs. Tiësto', ['Armin van Buuren', 'Tiësto'], [], ['vs.']],
    ['Chris Brown', ['Chris Brown'], [], []],
    ['Bob Seger/Silver Bullet Band', ['Bob Seger', 'Silver Bullet Band'], [], ['/']],
    ['DJ Snake/Ozuna/Cardi B/Selena Gomez', ['DJ Snake', 'Ozuna', 'Cardi B', 'Selena Gomez'], [], ['/', '/', '/']],
    ['AC/DC', ['AC', 'DC'], [], ['/']],
  ])('splits %s', (input, main, featured, joins) => {
    expect(splitArtistCredit(input)).toEqual({ main, featured, joins });
  });

  it('keeps a known band name whole', () => {
    const known = new Set(['earth wind fire']);
    const keepWhole = (n: string): boolean => known.has(foldForMatch(n));
    expect(splitArtistCredit('Earth, Wind & Fire Featuring The Emotions', { keepWhole })).toEqual({
      main: ['Earth, Wind & Fire'],
      featured: ['The Emotions'],
      joins: ['featuring'],
    });
    expect(splitArtistCredit('Earth, Wind & Fire').main).toEqual(['Earth', 'Wind', 'Fire']);
  });

  it('does not split the "x" inside a word or a name ending in a comma', () => {
    expect(splitArtistCredit('Xzibit').main).toEqual(['Xzibit']);
    expect(splitArtistCredit('Malcolm X').main).toEqual(['Malcolm X']);
  });
});

describe('artistNameForms', () => {
  it('reads number words as digits: Four Seasons meets The 4 Seasons', () => {
    expect(artistNameForms('Four Seasons')).toContain('4 seasons');
    expect(artistNameForms('The 4 Seasons')).toContain('4 seasons');
  });

  it('leaves a quoted nickname out: Missy "Misdemeanor" Elliott → missy elliott', () => {
    expect(artistNameForms('Missy "Misdemeanor" Elliott')).toContain('missy elliott');
  });

  it('reads "$" as "s": Ke$ha meets Kesha', () => {
    expect(artistNameForms('Ke$ha')).toEqual(expect.arrayContaining(['ke ha', 'kesha']));
    expect(artistNameForms('Kesha')).toContain('kesha');
  });

  it('gives "\'N Sync" and "*NSYNC" a common compact form', () => {
    expect(artistNameForms("'N Sync")).toContain('nsync');
    expect(artistNameForms('*NSYNC')).toContain('nsync');
  });

  it('makes "&" and "and" meet', () => {
    const a = artistNameForms('Simon & Garfunkel');
    const b = artistNameForms('Simon and Garfunkel');
    expect(a).toContain('simon and garfunkel');
    expect(b).toContain('simon garfunkel');
  });

  it('drops a leading "the"', () => {
    expect(artistNameForms('The Chemical Brothers')).toEqual(
      expect.arrayContaining(['the chemical brothers', 'chemical brothers', 'chemicalbrothers']),
    );
  });

  it('starts with the plain folded name and keeps other scripts', () => {
    expect(artistNameForms('Beyoncé')[0]).toBe('beyonce');
    expect(artistNameForms('블랙핑크')).toEqual(['블랙핑크']);
  });
});

describe('compactName', () => {
  it.each([
    ["'N Sync", 'nsync'],
    ['*NSYNC', 'nsync'],
    ['Ke$ha', 'kesha'],
    ['The Beatles', 'beatles'],
    ['Simon & Garfunkel', 'simongarfunkel'],
    ['Simon and Garfunkel', 'simongarfunkel'],
    ['3OH!3', '3oh3'],
    ['트와이스', '트와이스'],
  ])('compacts %s to %s', (input, expected) => {
    expect(compactName(input)).toBe(expected);
  });
});

describe('splitAtFeaturedMarkers', () => {
  it('ignores markers inside a quoted nickname', () => {
    expect(splitAtFeaturedMarkers('Mitch Miller and his "Sing Along With Mitch" Chorus')).toHaveLength(1);
  });
  it('cuts at a parenthesised marker and drops the closing parenthesis', () => {
    expect(splitAtFeaturedMarkers('The Miracles (featuring Bill "Smokey" Robinson)')).toEqual([
      'The Miracles',
      'Bill "Smokey" Robinson',
    ]);
  });
  it('keeps a leader with his own band in the main part', () => {
    expect(splitAtFeaturedMarkers('Huey "piano" Smith With His Clowns')).toEqual(['Huey "piano" Smith With His Clowns']);
  });
});

describe('creditAtoms', () => {
  it('splits at level-1 joiners before " x ", so a name ending in X stays whole', () => {
    expect(creditAtoms('Mia X & Mystikal').atoms).toEqual(['Mia X', 'Mystikal']);
    expect(creditAtoms('X Ambassadors').atoms).toEqual(['X Ambassadors']);
  });
  it('rebuilds any run of atoms with its joiners as written', () => {
    const { atoms, joiners } = creditAtoms('Earth, Wind & Fire x Someone');
    expect(atoms).toHaveLength(4);
    expect(joinCreditAtoms(atoms, joiners, 0, 3)).toBe('Earth, Wind & Fire');
    expect(joinCreditAtoms(atoms, joiners, 0, atoms.length)).toBe('Earth, Wind & Fire x Someone');
  });
});
