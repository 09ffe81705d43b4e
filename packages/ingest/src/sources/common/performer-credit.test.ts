import { join } from 'node:path';
import { chartEvidenceOf } from '@mc/text-analysis';
import { readBillboardWeeks } from '../billboard/billboard';
import { performerCredits } from './performer-credit';

// Evidence from the real Billboard data (every performer string and song of the dataset), as the importer builds it.
const charted = readBillboardWeeks(join(__dirname, '../../../../../data')).weeks.flatMap((w) =>
  w.data.map((r) => ({ performer: r.artist, song: r.song, first: w.date })),
);
const evidence = chartEvidenceOf(charted);
const names = (performer: string) => performerCredits(performer, evidence).map((c) => c.name);

describe('performerCredits on real Billboard performer strings', () => {
  it.each([
    [
      'Jamie Foxx Featuring T-Pain',
      [
        { name: 'Jamie Foxx', type: 'MAIN' },
        { name: 'T-Pain', type: 'FEAT' },
      ],
    ],
    ['Simon & Garfunkel', [{ name: 'Simon & Garfunkel', type: 'MAIN' }]],
    [
      'Ed Sheeran & Justin Bieber',
      [
        { name: 'Ed Sheeran', type: 'MAIN' },
        { name: 'Justin Bieber', type: 'MAIN' },
      ],
    ],
    [
      'Earth, Wind & Fire With The Emotions',
      [
        { name: 'Earth, Wind & Fire', type: 'MAIN' },
        { name: 'The Emotions', type: 'FEAT' },
      ],
    ],
  ])('credits %s', (performer, want) => expect(performerCredits(performer, evidence)).toEqual(want));

  it('credits a name once, first credit wins', () => {
    const credits = performerCredits('Jay-Z Featuring Jay-Z', evidence);
    expect(credits).toEqual([{ name: 'Jay-Z', type: 'MAIN' }]);
  });

  it('cuts a joined group the chart never credits as one name into the artists it credits elsewhere', () => {
    expect(names('Metro Boomin, The Weeknd & 21 Savage')).toEqual(['Metro Boomin', 'The Weeknd', '21 Savage']);
    expect(names('NAV, Gunna & Travis Scott')).toEqual(['NAV', 'Gunna', 'Travis Scott']);
    expect(names('The Weeknd, Travis Scott & Florence + The Machine')).toEqual([
      'The Weeknd',
      'Travis Scott',
      'Florence + The Machine',
    ]);
  });

  it('credits each artist of a collaboration, however often it charted together', () => {
    expect(names('21 Savage & Metro Boomin')).toEqual(['21 Savage', 'Metro Boomin']);
    expect(names('Zedd, Maren Morris & Grey')).toEqual(['Zedd', 'Maren Morris', 'Grey']);
    expect(names('Puff Daddy & The Family Featuring The Notorious B.I.G. & Busta Rh')).toEqual([
      'Puff Daddy',
      'The Family',
      'The Notorious B.I.G.',
      'Busta Rh',
    ]);
    expect(names('DJ Sammy & Yanou Featuring Do')).toEqual(['DJ Sammy', 'Yanou', 'Do']);
  });

  it('keeps real acts whole', () => {
    for (const act of [
      'Simon & Garfunkel',
      'Peaches & Herb',
      'Florence + The Machine',
      'Dan + Shay',
      'Herb Alpert & The Tijuana Brass',
      'Sonny & Cher',
    ])
      expect(names(act)).toEqual([act]);
  });
});
