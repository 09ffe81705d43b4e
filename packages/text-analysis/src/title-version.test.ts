import { foldForMatch } from './fold';
import { scoreRecordingMatch } from './recording-match';
import { MATCH_FACTORS } from './match-scores';
import { remixerOf, versionYear } from './title-tags';
import { compareVersions, describeVersion, durationFits, titleVersion } from './title-version';

// Titles of songs the demo catalog holds in several versions.
describe('titleVersion: the version a catalog or logged title names', () => {
  it.each([
    ['Macarena', 'original'],
    ['Macarena (Bayside Boys Mix)', 'remix (bayside boys)'],
    ["I'm Not Alone - Radio Edit", 'edit'],
    ["I'm Not Alone (Instrumental)", 'instrumental'],
    ['Smells Like Teen Spirit (Live)', 'live'],
    ['Coming Up (Live At Glasgow)', 'live'],
    ['Guilty Of Love (Extended Version)', 'extended'],
    ['Diamond Life (Acappella)', 'a cappella'],
    ["Red (Taylor's Version)", 're-recorded'],
    ["Foolish One (Taylor's Version) (From The Vault)", 're-recorded'],
    ['Sarah Auf Der Gänswies’ (Demo 1971)', 'demo'],
    ['Love Me Do (Original Single Version)', 'edit'],
    ['Lord Of The Land (Radio Mix)', 'edit'],
    ['Lucky Fish (Original Mix)', 'original'],
    ['I Will Survive (Album Version)', 'original'],
    ['Here Comes The Sun - Remastered 2009', 'original'],
    ['Alchemy (Remix By Erot)', 'remix (erot)'],
    ['Heartbreaker (Remix)', 'remix'],
    ['Rollin’ (Live Edit)', 'live, edit'],
    ['About A Girl (Live At MTV Unplugged)', 'acoustic, live'],
    ['Live Forever', 'original'],
  ])('%s → %s', (title, want) => expect(describeVersion(titleVersion(title))).toBe(want));

  it('reads the year of a remaster or demo as a detail', () => {
    expect(titleVersion('Here Comes The Sun - Remastered 2009').years).toEqual([2009]);
    expect(titleVersion('Sarah Auf Der Gänswies’ (Demo 1971)').years).toEqual([1971]);
  });
});

describe('remixerOf and versionYear: details of a version tail', () => {
  it.each([
    ['Bayside Boys Mix', 'bayside boys'],
    ['Todd Terry Remix', 'todd terry'],
    ['Club Mix', ''],
    ['Da Freeks Radio Remix', 'da freeks'],
    ['Da Freeks Club Dub', 'da freeks'],
    ['Hagenaar & Albrecht 2011 Mix', 'hagenaar albrecht'],
    ['Remix feat. Jay-Z & Young Jeezy', ''],
    ['Remix', ''],
    ['Original Mix', undefined],
    ['Extended Mix', undefined],
    ['2011 Mix', undefined],
    ['Radio Mix', undefined],
    ['Live', undefined],
  ])('%s → %p', (tail, want) => expect(remixerOf(foldForMatch(tail))).toBe(want));
  it.each([
    ['Remastered 2009', 2009],
    ['2011 Remaster', 2011],
    ['Remastered', undefined],
    ['Live 1812', undefined],
  ])('%s → %p', (tail, want) => expect(versionYear(foldForMatch(tail))).toBe(want));
});

describe('compareVersions: is the catalog recording the logged version', () => {
  const agreement = (logged: string, catalog: string) => compareVersions(titleVersion(logged), titleVersion(catalog));
  it.each([
    ['Macarena (Bayside Boys Remix)', 'Macarena (Bayside Boys Mix)', 'same', true],
    ['Macarena', 'Macarena', 'same', true],
    ["I'm Not Alone (Radio Edit)", "I'm Not Alone - Radio Edit", 'same', true],
    ['China Girl (Single Version)', 'China Girl - Radio Edit', 'same', true],
    ["I'm Not Alone", "I'm Not Alone - Radio Edit", 'same', false],
    ['Here Comes The Sun (2019 Remaster)', 'Here Comes The Sun - Remastered 2009', 'same', false],
    ['Here Comes The Sun', 'Here Comes The Sun - Remastered 2009', 'same', true],
    ['Macarena (Bayside Boys Remix)', 'Macarena', 'other', false],
    ['Macarena', 'Macarena (Bayside Boys Mix)', 'other', false],
    ["I'm Not Alone (Instrumental)", "I'm Not Alone - Radio Edit", 'other', false],
    ['Cheap Thrills (Instrumental)', 'Cheap Thrills', 'other', false],
    ['I Will Survive (Radio Edit)', 'I Will Survive (Album Version)', 'other', false],
    ['Alchemy (Remix By Seba)', 'Alchemy (Remix By Erot)', 'other', false],
    ["Red (Taylor's Version)", 'Red', 'other', false],
    ['Red', "Red (Taylor's Version)", 'other', false],
  ])('%s ~ %s: %s (exact %s)', (logged, catalog, want, exact) =>
    expect(agreement(logged, catalog)).toEqual({ agreement: want, exact }),
  );
});

describe('durationFits', () => {
  it.each([
    [201, 201, true],
    [206, 201, true],
    [208, 201, false],
    [120, 115, true],
    [120, 126, false],
    [365, 355, true],
    [233, 201, false],
    [undefined, 201, undefined],
    [201, undefined, undefined],
    [0, 201, undefined],
  ])('logged %p, catalog %p → %p', (logged, catalog, want) => expect(durationFits(logged, catalog)).toBe(want));
});

describe('scoreRecordingMatch: the versions of one song, best first', () => {
  /** The titles of `catalog` (title and duration in seconds) ordered by confidence for a line. */
  const ranked = (artist: string, catalog: [string, number?][], title: string, duration?: number) =>
    catalog
      .map(([t, d]) => ({
        t,
        s: scoreRecordingMatch(artist, title, { title: t, duration: d, artists: [{ name: artist }] }, undefined, { duration }),
      }))
      .sort((a, b) => b.s.confidence - a.s.confidence)
      .map(({ t, s }) => `${t}: ${s.version}`);
  const macarena: [string][] = [['Macarena'], ['Macarena (Bayside Boys Mix)'], ['Macarena Christmas']];
  const notAlone: [string, number][] = [
    ["I'm Not Alone - Radio Edit", 211],
    ["I'm Not Alone (Instrumental)", 165],
  ];

  it.each([
    [macarena, 'Macarena (Bayside Boys Remix)', 'Macarena (Bayside Boys Mix): same'],
    [macarena, 'MACARENA - BAYSIDE BOYS MIX', 'Macarena (Bayside Boys Mix): same'],
    [macarena, 'Macarena', 'Macarena: same'],
    [notAlone, "I'm Not Alone (Instrumental)", "I'm Not Alone (Instrumental): same"],
    [notAlone, "I'm Not Alone (Radio Edit)", "I'm Not Alone - Radio Edit: same"],
    [notAlone, "I'm Not Alone", "I'm Not Alone - Radio Edit: same"],
  ])('%#: %s ranks the logged version first', (catalog, title, first) =>
    expect(ranked(catalog === macarena ? 'Los Del Rio' : 'Calvin Harris', catalog, title)[0]).toBe(first),
  );

  it('flags another version of the song with a lower confidence that still passes', () => {
    const candidate = { title: 'Cheap Thrills', artists: [{ name: 'Sia' }] };
    const studio = scoreRecordingMatch('Sia', 'Cheap Thrills', candidate);
    const instrumental = scoreRecordingMatch('Sia', 'Cheap Thrills (Instrumental)', candidate);
    expect([studio.version, instrumental.version]).toEqual(['same', 'other']);
    expect(instrumental.confidence).toBeCloseTo(0.97 * MATCH_FACTORS.otherVersion * 100, 1);
    expect(instrumental.explain.version).toMatchObject({ logged: 'instrumental', catalog: 'original' });
  });

  it('prefers, among recordings of the same version, the one whose duration fits the logged one', () => {
    const twoCuts: [string, number][] = [
      ['We Belong Together', 233],
      ['We Belong Together', 201],
    ];
    const order = (duration: number) =>
      twoCuts
        .map(([t, d]) => ({
          d,
          s: scoreRecordingMatch('Mariah Carey', t, { title: t, duration: d, artists: [{ name: 'Mariah Carey' }] }, undefined, {
            duration,
          }),
        }))
        .sort((a, b) => b.s.confidence - a.s.confidence)
        .map(({ d }) => d);
    expect(order(202)).toEqual([201, 233]);
    expect(order(232)).toEqual([233, 201]);
  });

  it('lets the logged version outrank a duration that fits another version', () => {
    expect(ranked('Calvin Harris', notAlone, "I'm Not Alone (Radio Edit)", 165)[0]).toBe("I'm Not Alone - Radio Edit: same");
  });
});
