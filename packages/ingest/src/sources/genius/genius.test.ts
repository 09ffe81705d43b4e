import { mapLine } from '@mc/catalog-file';
import { geniusLines } from './genius';

describe('Genius rows → catalog lines', () => {
  it('turns a row into its artist line and a recording credited to that artist, with the year', () => {
    const out = geniusLines({ Artist: 'Lagwagon', SongTitle: 'Narrow Straits', Year: '2000', Genius_Tags: 'Rock, Punk Rock' });
    expect(out).toEqual({
      lines: [
        { kind: 'artist', key: 'Lagwagon', name: 'Lagwagon' },
        {
          kind: 'recording',
          key: 'Lagwagon\u0001Narrow Straits',
          title: 'Narrow Straits',
          artists: [{ key: 'Lagwagon', name: 'Lagwagon', link: 'Main' }],
          year: 2000,
        },
      ],
    });
  });

  it('moves a trailing "feat. X" of the title into a Feat credit', () => {
    const out = geniusLines({ Artist: 'Guru', SongTitle: 'Certified feat. Bilal', Year: '2000' });
    if (!('lines' in out)) throw new Error('rejected');
    const recording = out.lines.at(-1)!;
    expect(recording.title).toBe('Certified');
    expect(recording.artists).toEqual([
      { key: 'Guru', name: 'Guru', link: 'Main' },
      { key: 'Bilal', name: 'Bilal', link: 'Feat' },
    ]);
  });

  it.each([
    ['Sneaking Downstairs (ft Mega Ran)', 'Sneaking Downstairs', ['Mega Ran']],
    ['In The Wind feat Bo-Rocc', 'In The Wind', ['Bo-Rocc']],
    ['Beats, Bombs, Bass, Weapons (Ft. Toastie Taylor)', 'Beats, Bombs, Bass, Weapons', ['Toastie Taylor']],
    ['Ultimate Collaboration feat The Twinz & X', 'Ultimate Collaboration', ['The Twinz', 'X']],
  ])('reads every featuring marker of a real title: %s', (songTitle, title, featured) => {
    const out = geniusLines({ Artist: 'A', SongTitle: songTitle });
    if (!('lines' in out)) throw new Error('rejected');
    const recording = out.lines.at(-1)!;
    expect([recording.title, (recording.artists as { name: string }[]).slice(1).map((a) => a.name)]).toEqual([title, featured]);
  });

  it('keeps "with" inside a title (only feat./ft./featuring mark featured artists)', () => {
    const out = geniusLines({ Artist: 'X', SongTitle: 'Dance With Me', Year: '2004' });
    expect('lines' in out && out.lines.at(-1)!.title).toBe('Dance With Me');
  });

  it('rejects a row without a title, naming the column', () => {
    expect(geniusLines({ Artist: 'Lagwagon', SongTitle: ' ' })).toEqual({ field: 'SongTitle' });
  });

  it('produces lines the catalog-file mapping accepts', () => {
    const out = geniusLines({ Artist: 'Softball', SongTitle: 'Foreign Land', Year: 'n/a' });
    if (!('lines' in out)) throw new Error('rejected');
    for (const [i, line] of out.lines.entries()) expect(mapLine('genius', i + 1, line)).not.toHaveProperty('reason');
  });
});
