import { alignedWordEdits, compactEdits, nameWordBudget } from './word-edits';

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

describe('nameWordBudget', () => {
  it.each([
    [1, 0],
    [3, 1],
    [4, 2],
    [9, 2],
  ])('allows a %d-letter name word %d edits', (length, edits) => expect(nameWordBudget(length)).toBe(edits));

  it('lets two slips in a short name word align', () => {
    expect(alignedWordEdits('dalry braithwaite', 'daryl braithwaite')).toBe(-1);
    expect(alignedWordEdits('dalry braithwaite', 'daryl braithwaite', nameWordBudget)).toBe(2);
  });
});

describe('compactEdits', () => {
  it.each([
    ['florida georgialine', 'florida georgia line', 2, 0],
    ['2m ii none', '2nd ii none', 2, 2],
    ['shirley bassey', 'shirley horn', 2, Infinity],
  ])('%s ~ %s within %d → %d', (a, b, max, edits) => expect(compactEdits(a, b, max)).toBe(edits));
});
