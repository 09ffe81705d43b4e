import { join } from 'node:path';
import { knownPerformerNames, performerSongCounts } from '@mc/matching';
import { readBillboardWeeks } from '../billboard/billboard';
import { performerCredits } from './performer-credit';

// Evidence from the real Billboard data (every performer string and song of the dataset).
const charted = readBillboardWeeks(join(__dirname, '../../../../data')).weeks.flatMap((w) =>
  w.data.map((r) => ({ performer: r.artist, song: r.song })),
);
const evidence = { known: knownPerformerNames(charted.map((c) => c.performer)), songs: performerSongCounts(charted) };

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
});
