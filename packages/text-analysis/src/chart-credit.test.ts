import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { splitArtistCredit } from './artist-credit';
import { type ChartEvidence, chartEvidenceOf, creditedPartNames, knownPerformerNames } from './chart-credit';
import { type ChartedSong, atomSongsOf, readJoinedName } from './joined-names';

/** Every charted (performer, song, week) of the real Billboard Hot 100 data (`data/billboard_hot100_weekly`). */
function billboardRows(): ChartedSong[] {
  const text = gunzipSync(readFileSync(join(__dirname, '../../../data/billboard_hot100_weekly/charts.jsonl.gz'))).toString(
    'utf8',
  );
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      const week = JSON.parse(line) as { date: string; data: { artist: string; song: string }[] };
      return week.data.map((r) => ({ performer: r.artist, song: r.song, first: week.date }));
    });
}

/** A chart credit's names as `TYPE:name`, main first. */
const credits = (p: string, evidence: ChartEvidence) => {
  const c = splitArtistCredit(p, { evidence });
  return [...c.main.map((name) => ({ name, type: 'MAIN' })), ...c.featured.map((name) => ({ name, type: 'FEAT' }))];
};

// The evidence of the real Billboard data (every performer string, song and week of the dataset).
const chart = chartEvidenceOf(billboardRows());
const split = (p: string) => credits(p, chart).map((c) => `${c.type}:${c.name}`);

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
    expect(readJoinedName('M + M', chart.atomSongs)).toEqual({ act: true, rule: 'repeated', reason: 'one name repeated' });
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

describe('joined names read by the chart history of their parts (joined-names.ts)', () => {
  it('splits collaborations whose parts chart apart, whatever their song count together', () => {
    expect(split('21 Savage & Metro Boomin')).toEqual(['MAIN:21 Savage', 'MAIN:Metro Boomin']);
    expect(split('Future & Metro Boomin')).toEqual(['MAIN:Future', 'MAIN:Metro Boomin']);
    expect(split('Ariana Grande & The Weeknd')).toEqual(['MAIN:Ariana Grande', 'MAIN:The Weeknd']);
    // "The …" credited apart with dozens of other artists: a collaborator, not the leader's band.
    expect(split('Gesaffelstein & The Weeknd')).toEqual(['MAIN:Gesaffelstein', 'MAIN:The Weeknd']);
    expect(split('Justin Bieber & Dijon')).toEqual(['MAIN:Justin Bieber', 'MAIN:Dijon']);
    expect(split('Marvin Gaye & Tammi Terrell')).toEqual(['MAIN:Marvin Gaye', 'MAIN:Tammi Terrell']);
    expect(split('Zedd, Maren Morris & Grey')).toEqual(['MAIN:Zedd', 'MAIN:Maren Morris', 'MAIN:Grey']);
    expect(split('MOLIY, Silent Addy, Skillibeng & Shenseea')).toEqual([
      'MAIN:MOLIY',
      'MAIN:Silent Addy',
      'MAIN:Skillibeng',
      'MAIN:Shenseea',
    ]);
  });
  it('keeps acts whole: parts never charting apart, leader and band, duos billed together before their careers apart', () => {
    for (const act of [
      'Simon & Garfunkel',
      'Sonny & Cher',
      'Wisin & Yandel',
      'Ike & Tina Turner',
      'Martha & The Vandellas',
      'Commander Cody & His Lost Planet Airmen',
      'Brooks & Dunn',
      'Earth, Wind & Fire',
      'Macklemore & Ryan Lewis',
      'Peter, Paul & Mary',
      'Eric Burdon & The Animals',
      'Diana Ross & The Supremes',
      'Oscar Toney, Jr.',
    ])
      expect(split(act)).toEqual([`MAIN:${act}`]);
  });
  it('gives the evidence of each reading', () => {
    expect(readJoinedName('Simon & Garfunkel', chart.atomSongs).reason).toMatch(/charts in this name only|no part charts apart/);
    expect(readJoinedName('Justin Bieber & Dijon', chart.atomSongs)).toEqual({
      act: false,
      rule: 'established',
      reason: expect.stringContaining('"justin bieber" charted apart from'),
    });
    expect(readJoinedName('Sonny & Cher', chart.atomSongs).act).toBe(true);
    expect(readJoinedName('Edward Maya & Vika Jigulina', chart.atomSongs)).toMatchObject({ act: false, rule: 'one-off-names' });
    expect(readJoinedName('Dino, Desi & Billy', chart.atomSongs).act).toBe(true);
  });
  it('reads one-word parts with few songs apart as possibly another act of the same name', () => {
    const atomSongs = atomSongsOf([
      { performer: 'Dunn & McCashen', song: 'a', first: '1970-01-01' },
      { performer: 'Brooks & Dunn', song: 'b', first: '1992-01-01' },
      { performer: 'Brooks & Dunn', song: 'c', first: '1993-01-01' },
    ]);
    expect(readJoinedName('Brooks & Dunn', atomSongs)).toEqual({
      act: true,
      rule: 'part-only-here',
      reason: '"brooks" charts in this name only',
    });
  });
});

describe('a charting joined credit inside a longer credit', () => {
  it('is split unless the chart data shows it is one act', () => {
    const rows = [
      { performer: 'Eminem', song: 'a', first: '2000-01-01' },
      { performer: 'Eminem & Skylar Grey', song: 'b', first: '2021-01-01' },
      { performer: 'Skylar Grey', song: 'c', first: '2011-01-01' },
      { performer: 'Simon & Garfunkel', song: 'd', first: '1968-01-01' },
    ];
    const evidence = chartEvidenceOf(rows);
    expect(credits('Eminem & Skylar Grey Featuring Polo G', evidence).map((c) => c.name)).toEqual([
      'Eminem',
      'Skylar Grey',
      'Polo G',
    ]);
    expect(credits('Simon & Garfunkel With X', evidence).map((c) => c.name)).toEqual(['Simon & Garfunkel', 'X']);
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
  const evidence: ChartEvidence = {
    known: knownPerformerNames(performers),
    atomSongs: atomSongsOf(performers.map((performer) => ({ performer, song: 'x' }))),
    creditedParts: creditedPartNames(performers),
  };
  const names = (p: string, e: ChartEvidence = evidence) => {
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
  });
});
