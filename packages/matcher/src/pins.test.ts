import { answerMatchType } from './match-type';
import { type LinePin, matchPinKey, pinsOf } from './pins';

describe('matchPinKey: the line a pin names, as the matcher folds it', () => {
  it('is the same key for spellings that differ only in case, accents, punctuation and spacing', () => {
    const key = matchPinKey('DJ SHADOW', 'MIDNIGHT IN A PERFECT WORLD (EDIT)');
    expect(matchPinKey('Dj Shadow', 'Midnight in a Perfect World (Edit)')).toBe(key);
    expect(matchPinKey('  dj   shadow ', 'midnight in a perfect world (edit)')).toBe(key);
    expect(matchPinKey('Beyoncé', 'Halo')).toBe(matchPinKey('BEYONCE', 'halo'));
  });

  it('keeps apart lines whose artist or title differ, and an artist and title read the other way round', () => {
    const key = matchPinKey('DJ Shadow', 'Midnight In A Perfect World');
    expect(matchPinKey('DJ Shadow', 'Midnight In A Perfect World (Edit)')).not.toBe(key);
    expect(matchPinKey('DJ Shadows', 'Midnight In A Perfect World')).not.toBe(key);
    expect(matchPinKey('Midnight In A Perfect World', 'DJ Shadow')).not.toBe(key);
  });
});

describe('pinsOf: the pins that apply to the lines of a call', () => {
  const pin = (id: number, recordingId: number | null, missing = false): LinePin => ({ id, scope: 'own', recordingId, missing });

  it('maps each pinned line by index, asks the lookup once per distinct key, and leaves out a pin whose recording is gone', async () => {
    const asked: string[][] = [];
    const pins = new Map([
      [matchPinKey('A', 'one'), pin(1, 10)],
      [matchPinKey('B', 'two'), pin(2, null)],
      [matchPinKey('C', 'three'), pin(3, 30, true)],
    ]);
    const lookup = async (keys: readonly string[]) => {
      asked.push([...keys]);
      return pins;
    };
    const items = [
      { name: 'A', title: 'One' },
      { name: 'a', title: 'ONE' },
      { name: 'B', title: 'Two' },
      { name: 'C', title: 'Three' },
      { name: 'D', title: 'Four' },
    ];
    const got = await pinsOf(lookup, items);
    expect([...got.entries()]).toEqual([
      [0, pin(1, 10)],
      [1, pin(1, 10)],
      [2, pin(2, null)],
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toHaveLength(4);
  });

  it('asks nothing without a lookup or without lines', async () => {
    expect((await pinsOf(undefined, [{ name: 'A', title: 'One' }])).size).toBe(0);
    const never = async () => {
      throw new Error('asked');
    };
    expect((await pinsOf(never, [])).size).toBe(0);
  });
});

describe('match_type of a pinned answer', () => {
  it('is curated for a job answer a pin gave, a pin to "no match" included, whatever its evidence', () => {
    expect(
      answerMatchType({
        status: 'matched',
        confidence: 100,
        version: 'other',
        method: 'artist phonetic, title words',
        pin: { id: 7 },
      }),
    ).toBe('curated');
    expect(answerMatchType({ status: 'no_match', pin: { id: 8 } })).toBe('curated');
    expect(answerMatchType({ status: 'no_match' })).toBeNull();
  });
});
