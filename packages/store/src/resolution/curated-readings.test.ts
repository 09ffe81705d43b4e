import { splitCredits, wholeCredits } from './curated-readings';

const credit = (id: number, name: string, type = 'MAIN') => ({
  id,
  name,
  type,
  link: type === 'MAIN' ? 'Main' : 'Feat',
  roles: [],
});

describe('splitCredits', () => {
  it("puts the parts in the joined artist's slot, in printed order, keeping the slot's credit type", () => {
    const artists = [credit(9, 'A & B'), credit(5, 'C', 'FEAT')];
    const parts = [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ];
    expect(splitCredits(artists, 'id', 9, parts)).toEqual([credit(1, 'A'), credit(2, 'B'), credit(5, 'C', 'FEAT')]);
  });

  it('keeps a part credited already in its own slot once, and answers null when the artist is not credited', () => {
    const parts = [
      { id: 1, name: 'A' },
      { id: 5, name: 'C' },
    ];
    expect(splitCredits([credit(9, 'A & C'), credit(5, 'C', 'FEAT')], 'id', 9, parts)).toEqual([
      credit(1, 'A'),
      credit(5, 'C', 'FEAT'),
    ]);
    expect(splitCredits([credit(5, 'C')], 'id', 9, parts)).toBeNull();
  });

  it("rewrites an album's id_artist credits, which carry no name", () => {
    expect(
      splitCredits([{ id_artist: 9 }], 'id_artist', 9, [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ]),
    ).toEqual([{ id_artist: 1 }, { id_artist: 2 }]);
  });
});

describe('wholeCredits', () => {
  const act = { id: 7, name: 'A & B' };

  it("puts the act in the first part's slot and drops the other parts, keeping everyone else", () => {
    const artists = [credit(1, 'A'), credit(2, 'B'), credit(5, 'C', 'FEAT')];
    expect(wholeCredits(artists, 'id', [1, 2], act)).toEqual([credit(7, 'A & B'), credit(5, 'C', 'FEAT')]);
  });

  it('answers null unless every part is credited, or when the act is credited already', () => {
    expect(wholeCredits([credit(1, 'A'), credit(5, 'C')], 'id', [1, 2], act)).toBeNull();
    expect(wholeCredits([credit(7, 'A & B'), credit(1, 'A'), credit(2, 'B')], 'id', [1, 2], act)).toBeNull();
  });
});
