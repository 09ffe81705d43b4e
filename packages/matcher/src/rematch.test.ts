import { type RematchChanges, type RematchLine, blockingWords, touchedKeys } from './rematch';

const line = (key: string, artist: string, title: string, over: Partial<RematchLine> = {}): RematchLine => ({
  key,
  artist,
  title,
  status: 'no_match',
  review: false,
  recordingId: null,
  artistIds: [],
  pinned: false,
  ...over,
});

const none: RematchChanges = { recordings: new Set(), artists: new Set(), added: [], renamed: [], pinKeys: new Set() };

describe('blockingWords', () => {
  it('folds, drops joiners and version words, and cuts each word to four letters', () => {
    expect(blockingWords('Beyoncé feat. JAY-Z')).toEqual(['beyo', 'jay', 'z']);
    expect(blockingWords('Born To Run (Live 1975)')).toEqual(['born', 'run', '1975']);
  });

  it('keeps the words of a name made of stop words only', () => {
    expect(blockingWords('The The')).toEqual(['the']);
  });
});

describe('touchedKeys', () => {
  const springsteen = { title: 'Born to Run', artists: ['Bruce Springsteen'] };

  it('touches an unsure line an added recording shares an artist word and a title word with', () => {
    const lines = [
      line('a', 'SPRINGSTEEN', 'Born To Run Live 1975'),
      line('b', 'Springsteen', 'Dancing in the Dark'),
      line('c', 'Bruce Hornsby', 'The Way It Is'),
    ];
    expect(touchedKeys(lines, { ...none, added: [springsteen] })).toEqual(['a']);
  });

  it('catches a misspelt word by its first four letters', () => {
    expect(touchedKeys([line('a', 'Bruce Springstien', 'Borne to Run')], { ...none, added: [springsteen] })).toEqual(['a']);
  });

  it('leaves a sure answer alone, but not one that needs review', () => {
    const sure = line('s', 'Bruce Springsteen', 'Born to Run', { status: 'matched', recordingId: 7 });
    const low = line('l', 'Bruce Springsteen', 'Born to Run', { status: 'matched', recordingId: 8, review: true });
    expect(touchedKeys([sure, low], { ...none, added: [springsteen] })).toEqual(['l']);
  });

  it('touches every answer naming a changed recording or artist, a pinned answer, and a line pinned since', () => {
    const lines = [
      line('r', 'X', 'Y', { status: 'matched', recordingId: 7 }),
      line('a', 'X', 'Z', { status: 'matched', recordingId: 9, artistIds: [3] }),
      line('p', 'X', 'W', { status: 'matched', recordingId: 10, pinned: true }),
      line('n', 'Traffic & Weather', 'On The 8s'),
      line('q', 'X', 'V', { status: 'matched', recordingId: 11 }),
    ];
    const changes = {
      ...none,
      recordings: new Set([7]),
      artists: new Set([3]),
      pinKeys: new Set(['traffic weather\ton the 8s']),
    };
    expect(touchedKeys(lines, changes)).toEqual(['r', 'a', 'p', 'n']);
  });

  it('touches unsure lines by the words of an artist renamed or given an alias, and every line in a full round', () => {
    const lines = [line('a', 'Puff Daddy', 'I Will Be Missing You'), line('b', 'Somebody', 'Else')];
    expect(touchedKeys(lines, { ...none, renamed: ['Diddy', 'Puff Daddy'] })).toEqual(['a']);
    expect(touchedKeys(lines, null)).toEqual(['a', 'b']);
  });
});
