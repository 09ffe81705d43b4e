import { artistNameForms, splitArtistCredit } from './artist-credit';
import { foldForMatch } from './fold';
import { CHART_READING, QUERY_READING, creditAtoms, featuredParts, joinCreditAtoms } from './credit-parts';
import { knownPerformerNames } from './chart-credit';
import { atomSongsOf } from './joined-names';
import { itMapsEach } from './table-tests';

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

  it('keeps a name the chart evidence knows whole, and reads the string as a chart prints it', () => {
    const evidence = { known: knownPerformerNames(['Earth, Wind & Fire', 'The Emotions']), atomSongs: atomSongsOf([]) };
    expect(splitArtistCredit('Earth, Wind & Fire Featuring The Emotions', { evidence })).toEqual({
      main: ['Earth, Wind & Fire'],
      featured: ['The Emotions'],
      joins: ['featuring'],
    });
    expect(splitArtistCredit('Earth, Wind & Fire').main).toEqual(['Earth', 'Wind', 'Fire']);
    expect(splitArtistCredit('Armin van Buuren vs. Tiësto', { evidence }).main).toEqual(['Armin van Buuren vs. Tiësto']);
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

  it.each([
    ["Destiny's Child", 'destinys child'],
    ["The O'Jays", 'ojays'],
    ["Sinéad O'Connor", 'sinead oconnor'],
  ])('meets %s typed without its apostrophe (%s)', (name, typed) => {
    expect(artistNameForms(name)).toContain(typed);
    expect(artistNameForms(name)[0]).toBe(foldForMatch(name));
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

describe('featuredParts, chart reading', () => {
  const parts = (p: string) => featuredParts(p, CHART_READING).parts;
  it('ignores markers inside a quoted nickname', () => {
    expect(parts('Mitch Miller and his "Sing Along With Mitch" Chorus')).toHaveLength(1);
  });
  it('cuts at a parenthesised marker and drops the closing parenthesis', () => {
    expect(featuredParts('The Miracles (featuring Bill "Smokey" Robinson)', CHART_READING)).toEqual({
      parts: ['The Miracles', 'Bill "Smokey" Robinson'],
      markers: [' (featuring '],
    });
  });
  it('keeps a leader with his own band in the main part', () => {
    expect(parts('Huey "piano" Smith With His Clowns')).toEqual(['Huey "piano" Smith With His Clowns']);
  });
  itMapsEach('cuts %s at its marker', parts, [
    ['Peabo Bryson A Duet With Roberta Flack', ['Peabo Bryson', 'Roberta Flack']],
    ['Kenny Rogers Duet With Dottie West', ['Kenny Rogers', 'Dottie West']],
    ['Jay-Z Feat. Beyonce Knowles', ['Jay-Z', 'Beyonce Knowles']],
    ['Birdman Ft. Lil Wayne', ['Birdman', 'Lil Wayne']],
  ]);
});

describe('featuredParts, query reading', () => {
  const parts = (p: string) => featuredParts(p, QUERY_READING).parts;
  itMapsEach('cuts %s at its marker', parts, [
    ['BEYONCE FT JAY Z', ['BEYONCE', 'JAY Z']],
    ['Daft Punk ft. Pharrell Williams & Nile Rodgers', ['Daft Punk', 'Pharrell Williams & Nile Rodgers']],
    ['benny blanco with Halsey & Khalid', ['benny blanco', 'Halsey & Khalid']],
    ['Lil Nas X Featuring Billy Ray Cyrus', ['Lil Nas X', 'Billy Ray Cyrus']],
  ]);
  it('reads no brackets, nicknames or backing bands', () => {
    expect(parts('Huey "piano" Smith With His Clowns')).toEqual(['Huey "piano" Smith', 'His Clowns']);
  });
});

describe('creditAtoms, chart reading', () => {
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
  it.each([
    ['Jay-Z + Alicia Keys', ['Jay-Z', 'Alicia Keys']],
    ['Jay-Z/Linkin Park', ['Jay-Z', 'Linkin Park']],
    ['Sheryl Crow Or Allison Moorer', ['Sheryl Crow', 'Allison Moorer']],
    ['Armin van Buuren vs. Tiësto', ['Armin van Buuren vs. Tiësto']],
  ])('cuts %s at its joiners', (p, want) => expect(creditAtoms(p).atoms).toEqual(want));
});

describe('creditAtoms, query reading', () => {
  it.each([
    ['Armin van Buuren vs. Tiësto', ['Armin van Buuren', 'Tiësto']],
    ['Bob Seger/Silver Bullet Band', ['Bob Seger', 'Silver Bullet Band']],
    ['Dan + Shay', ['Dan + Shay']],
    ['Dead Or Alive', ['Dead Or Alive']],
    ['Malcolm X', ['Malcolm X']],
  ])('cuts %s at its joiners', (p, want) => expect(creditAtoms(p, QUERY_READING).atoms.map((a) => a.trim())).toEqual(want));
});

describe("splitArtistCredit of a radio log's short guest markers", () => {
  it.each([
    ['Calvin Harris w/Rihanna', ['Calvin Harris'], ['Rihanna']],
    ['Big Sean f/ Chris Brown', ['Big Sean'], ['Chris Brown']],
    ['Bob Seger/Silver Bullet Band', ['Bob Seger', 'Silver Bullet Band'], []],
  ])('%s', (credit, main, featured) => {
    expect(splitArtistCredit(credit)).toMatchObject({ main, featured });
  });
});
