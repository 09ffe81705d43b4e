import { printedIn, readingProblem } from './curation';

describe('printedIn', () => {
  it('finds a part as a run of the folded words of the name, case, accents and joiners aside', () => {
    expect(printedIn('Bizarrap & Quevedo', 'quevedo')).toBe(true);
    expect(printedIn('Steve Harley And Cockney Rebel', 'Cockney Rebel')).toBe(true);
    expect(printedIn('Beyoncé & Shakira', 'Beyonce')).toBe(true);
  });

  it('refuses a piece of a word, words out of order and the whole name', () => {
    expect(printedIn('Bizarrap & Quevedo', 'Queve')).toBe(false);
    expect(printedIn('Steve Harley And Cockney Rebel', 'Rebel Cockney')).toBe(false);
    expect(printedIn('Bizarrap & Quevedo', 'Bizarrap and Quevedo')).toBe(false);
  });
});

describe('readingProblem', () => {
  const names = new Map([
    [1, 'Bizarrap & Quevedo'],
    [2, 'Johnnie'],
    [3, 'Joe'],
  ]);

  it('names the first part of a split its artist does not print, and a part named twice', () => {
    expect(readingProblem({ op: 'split', ids: [1], detail: { parts: ['Bizarrap', 'Quevedo'] } }, names)).toBeNull();
    expect(readingProblem({ op: 'split', ids: [1], detail: { parts: ['Bizarrap', 'Shakira'] } }, names)).toMatchObject({
      field: 'body.parts[1]',
    });
    expect(readingProblem({ op: 'split', ids: [1], detail: { parts: ['Quevedo', 'QUEVEDO'] } }, names)).toMatchObject({
      field: 'body.parts[1]',
    });
  });

  it("names the first artist of a whole whose name the act's name does not print", () => {
    expect(readingProblem({ op: 'whole', ids: [2, 3], detail: { name: 'Johnnie & Joe' } }, names)).toBeNull();
    expect(readingProblem({ op: 'whole', ids: [2, 3], detail: { name: 'Johnnie & Jack' } }, names)).toMatchObject({
      field: 'body.ids[1]',
    });
  });
});
