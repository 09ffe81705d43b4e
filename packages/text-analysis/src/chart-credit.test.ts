import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { splitArtistCredit } from './artist-credit';
import {
  chartActEvidence,
  creditedPartNames,
  joinsNamesCreditedApart,
  knownPerformerNames,
  performerSongCounts,
} from './chart-credit';

/** Every performer string of the real Billboard Hot 100 data (`data/billboard_hot100_weekly`). */
function billboardPerformers(): string[] {
  const text = gunzipSync(readFileSync(join(__dirname, '../../../data/billboard_hot100_weekly/charts.jsonl.gz'))).toString(
    'utf8',
  );
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => (JSON.parse(line) as { data: { artist: string }[] }).data.map((r) => r.artist));
}

/** A chart credit's names as `TYPE:name`, main first. */
const credits = (p: string, known: ReadonlySet<string>, songs?: ReadonlyMap<string, number>) => {
  const c = splitArtistCredit(p, { evidence: { known, songs } });
  return [...c.main.map((name) => ({ name, type: 'MAIN' })), ...c.featured.map((name) => ({ name, type: 'FEAT' }))];
};

// Known names from the real Billboard data (every performer string of the dataset).
const known = knownPerformerNames(billboardPerformers());
const split = (p: string) => credits(p, known).map((c) => `${c.type}:${c.name}`);

describe('splitArtistCredit with chart evidence, on real Billboard performer strings', () => {
  it('splits a featured credit into main and featured artists', () => {
    expect(split('Jamie Foxx Featuring T-Pain')).toEqual(['MAIN:Jamie Foxx', 'FEAT:T-Pain']);
  });
  it('keeps a standalone act whose pieces do not chart alone', () => {
    expect(split('Earth, Wind & Fire')).toEqual(['MAIN:Earth, Wind & Fire']);
    expect(split('Simon & Garfunkel')).toEqual(['MAIN:Simon & Garfunkel']);
    expect(split('Peaches & Herb')).toEqual(['MAIN:Peaches & Herb']);
    expect(split('Tyler, The Creator')).toEqual(['MAIN:Tyler, The Creator']);
  });
  it('never cuts a known act inside a longer credit', () => {
    expect(split('Earth, Wind & Fire With The Emotions')).toEqual(['MAIN:Earth, Wind & Fire', 'FEAT:The Emotions']);
  });
  it('splits a collaboration of artists who each chart alone', () => {
    expect(split('Ed Sheeran & Justin Bieber')).toEqual(['MAIN:Ed Sheeran', 'MAIN:Justin Bieber']);
  });
  it('splits long featured lists, including a charting duo string made of charting artists', () => {
    expect(split('DJ Khaled Featuring Chris Brown, Rick Ross, Nicki Minaj & Lil Wayne')).toEqual([
      'MAIN:DJ Khaled',
      'FEAT:Chris Brown',
      'FEAT:Rick Ross',
      'FEAT:Nicki Minaj',
      'FEAT:Lil Wayne',
    ]);
  });
  it('handles several markers and x joiners without cutting names that contain X', () => {
    expect(split('Lil Wayne, Wiz Khalifa & Imagine Dragons With Logic & Ty Dolla $ign Feat. X Ambassadors')).toEqual([
      'MAIN:Lil Wayne',
      'MAIN:Wiz Khalifa',
      'MAIN:Imagine Dragons',
      'FEAT:Logic',
      'FEAT:Ty Dolla $ign',
      'FEAT:X Ambassadors',
    ]);
    expect(split('Gucci Mane X Bruno Mars X Kodak Black')).toEqual(['MAIN:Gucci Mane', 'MAIN:Bruno Mars', 'MAIN:Kodak Black']);
  });
});

describe('splitArtistCredit with chart evidence: the " Or ", " + " and "/" joiners', () => {
  it('splits Billboard\'s alternative-guest credit "A Or B" into both featured artists, keeping acts named with "Or" whole', () => {
    expect(split('Kid Rock Featuring Sheryl Crow Or Allison Moorer')).toEqual([
      'MAIN:Kid Rock',
      'FEAT:Sheryl Crow',
      'FEAT:Allison Moorer',
    ]);
    expect(split('Chris Brown Featuring Lil Wayne & French Montana Or Too $hort Or Tyga')).toEqual([
      'MAIN:Chris Brown',
      'FEAT:Lil Wayne',
      'FEAT:French Montana',
      'FEAT:Too $hort',
      'FEAT:Tyga',
    ]);
    expect(split('R. Kelly Or Bow Wow (Featuring T.I. & T-Pain)')).toEqual([
      'MAIN:R. Kelly',
      'MAIN:Bow Wow',
      'FEAT:T.I.',
      'FEAT:T-Pain',
    ]);
    expect(split('Dead Or Alive')).toEqual(['MAIN:Dead Or Alive']);
    expect(split('Do Or Die')).toEqual(['MAIN:Do Or Die']);
    expect(split('Santana Featuring Alex Band Or Chad Kroeger')).toEqual(['MAIN:Santana', 'FEAT:Alex Band', 'FEAT:Chad Kroeger']);
    expect(split('Juvenile Featuring Genesisthegawd Or & Megan Thee Stallion')).toEqual([
      'MAIN:Juvenile',
      'FEAT:Genesisthegawd',
      'FEAT:Megan Thee Stallion',
    ]);
    expect(split('Do Or Die (Featuring Twista)')).toEqual(['MAIN:Do Or Die', 'FEAT:Twista']);
    expect(split('Do Or Die Featuring Johnny P & Twista')).toEqual(['MAIN:Do Or Die', 'FEAT:Johnny P', 'FEAT:Twista']);
  });
  it('splits "+" and "/" without spaces like "&", keeping acts spelled with them whole', () => {
    expect(split('Jay-Z + Alicia Keys')).toEqual(['MAIN:Jay-Z', 'MAIN:Alicia Keys']);
    expect(split('Jay-Z/Linkin Park')).toEqual(['MAIN:Jay-Z', 'MAIN:Linkin Park']);
    expect(split('Robin Thicke Featuring T.I. + Pharrell')).toEqual(['MAIN:Robin Thicke', 'FEAT:T.I.', 'FEAT:Pharrell']);
    expect(split('AC/DC')).toEqual(['MAIN:AC/DC']);
    expect(split('Florence + The Machine')).toEqual(['MAIN:Florence + The Machine']);
    expect(split('M + M')).toEqual(['MAIN:M + M']);
    expect(chartActEvidence('M + M', known, 1)).toBe('one name repeated ("M + M")');
    expect(split('Stan Getz/Astrud Gilberto')).toEqual(['MAIN:Stan Getz', 'MAIN:Astrud Gilberto']);
  });
  it('keeps a leader and his band together', () => {
    expect(split('Perez Prado And His Orchestra')).toEqual(['MAIN:Perez Prado And His Orchestra']);
    expect(split('Huey "piano" Smith With His Clowns')).toEqual(['MAIN:Huey "piano" Smith With His Clowns']);
  });
  it('reads a parenthesised featuring credit', () => {
    expect(split('The Miracles (featuring Bill "Smokey" Robinson)')).toEqual([
      'MAIN:The Miracles',
      'FEAT:Bill "Smokey" Robinson',
    ]);
  });
});

describe('joined credits and chart evidence of acts', () => {
  const known = knownPerformerNames(['Beyonce', 'Garfunkel', 'Kendrick Lamar', 'Future']);
  it('splits a one-off duet with a charting artist into its artists', () => {
    expect(credits('Beyonce & Rumi Carter', known, new Map([['beyonce & rumi carter', 1]]))).toEqual([
      { name: 'Beyonce', type: 'MAIN' },
      { name: 'Rumi Carter', type: 'MAIN' },
    ]);
  });
  it('keeps an act that charted with several songs, or whose part is a lone word, whole', () => {
    expect(credits('Simon & Garfunkel', known, new Map([['simon & garfunkel', 12]]))).toHaveLength(1);
    expect(credits('Peaches & Herb', known, new Map([['peaches & herb', 1]]))).toHaveLength(1);
    expect(chartActEvidence('Simon & Garfunkel', known, 12)).toContain('12 songs');
    expect(chartActEvidence('Peaches & Herb', known, 1)).toContain('single word');
    expect(chartActEvidence('Kool & The Gang', known, 1)).toBeDefined();
    expect(chartActEvidence('Adam Levine & Tony Lucca', known, 1)).toBeUndefined();
  });
  it('reads a joined name whose parts are artists credited apart as a collaboration, whatever its song count', () => {
    const credited = new Set(['21 savage', 'metro boomin', 'future', 'the weeknd', 'art garfunkel', 'paul simon']);
    expect(joinsNamesCreditedApart('21 Savage & Metro Boomin', credited)).toBe(true);
    expect(joinsNamesCreditedApart('Metro Boomin, The Weeknd', credited)).toBe(true);
    expect(joinsNamesCreditedApart('Simon & Garfunkel', credited)).toBe(false);
    expect(joinsNamesCreditedApart('Future', credited)).toBe(false);
    expect(joinsNamesCreditedApart('Future & Future', credited)).toBe(false);
  });
  it('counts distinct songs per performer string', () => {
    const songs = performerSongCounts([
      { performer: 'A & B', song: 'X' },
      { performer: 'a & b', song: 'x' },
      { performer: 'A & B', song: 'Y' },
    ]);
    expect(songs.get('a & b')).toBe(2);
  });
});

describe('a charting joined credit inside a longer credit', () => {
  it('is split unless the chart data shows it is one act', () => {
    const known = knownPerformerNames(['Eminem', 'Eminem & Skylar Grey', 'Simon & Garfunkel']);
    const songs = new Map([
      ['eminem & skylar grey', 1],
      ['simon & garfunkel', 12],
    ]);
    expect(credits('Eminem & Skylar Grey Featuring Polo G', known, songs).map((c) => c.name)).toEqual([
      'Eminem',
      'Skylar Grey',
      'Polo G',
    ]);
    expect(credits('Simon & Garfunkel With X', known, songs).map((c) => c.name)).toEqual(['Simon & Garfunkel', 'X']);
  });
});

describe('a joined group the chart never credits as a name of its own (step 3)', () => {
  // A small chart: "Metro Boomin" is credited only as a whole part ("… Featuring Gunna"), "Grey"
  // never alone; "Zedd, Maren Morris & Grey" and "Future & Metro Boomin" (20 songs) are performer strings.
  const performers = [
    'Metro Boomin, The Weeknd & 21 Savage',
    'Metro Boomin Featuring Gunna',
    'The Weeknd',
    '21 Savage',
    'Zedd, Maren Morris & Grey',
    'Zedd Featuring Foxes',
    'Maren Morris',
    'Hailee Steinfeld & Grey Featuring Zedd',
    'Future & Metro Boomin',
    'Future',
    'Lil Durk, Maren Morris & Grey',
  ];
  const evidence = {
    known: knownPerformerNames(performers),
    songs: new Map([['future & metro boomin', 20]]),
    creditedParts: creditedPartNames(performers),
  };
  const names = (p: string, e: { known: ReadonlySet<string> } = evidence) => {
    const c = splitArtistCredit(p, { evidence: e });
    return [...c.main, ...c.featured];
  };
  it('lists the names credited as a whole main or featured part', () => {
    expect([...creditedPartNames(['Metro Boomin Featuring Gunna', 'Future & Metro Boomin'])].sort()).toEqual([
      'future & metro boomin',
      'gunna',
      'metro boomin',
    ]);
  });
  it('cuts such a group into its atoms when the credit is read as several artists', () => {
    expect(names('Metro Boomin, The Weeknd & 21 Savage')).toEqual(['Metro Boomin', 'The Weeknd', '21 Savage']);
    expect(names('Metro Boomin, The Weeknd & 21 Savage', { known: evidence.known })).toEqual([
      'Metro Boomin, The Weeknd',
      '21 Savage',
    ]);
  });
  it('leaves whole a credit read as one name, and a group with an atom never credited alone', () => {
    expect(names('Zedd, Maren Morris & Grey')).toEqual(['Zedd, Maren Morris & Grey']);
    expect(names('Future & Metro Boomin')).toEqual(['Future & Metro Boomin']);
    expect(names('Lil Durk, Maren Morris & Grey')).toEqual(['Lil Durk', 'Maren Morris & Grey']);
  });
});
