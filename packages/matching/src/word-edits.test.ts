import { alignedWordEdits } from './word-edits';

describe('alignedWordEdits', () => {
  it.each([
    ['hunan toucg', 'human touch', 2],
    ['tio mucg', 'too much', 2],
    ['hteaher', 'heather', 2],
    ['love me', 'love you', -1],
    ['hey jude', 'hey jude', 0],
    ['red eye blues', 'red eye', -1],
  ])('%s ~ %s → %d', (a, b, edits) => expect(alignedWordEdits(a, b)).toBe(edits));
});
