import { answerMatchType, matchTypeOf } from './match-type';
import { MATCH_POLICY } from './policy';

const evidence = (confidence: number, artistMethod: string, titleMethod: string, version = 'same') => ({
  confidence,
  version,
  artistMethod,
  titleMethod,
});

describe('match_type: the band of an answer from what agreed', () => {
  it.each([
    // The line folds to the catalog's artist and title, the logged version.
    [evidence(100, 'form', 'exact'), 'exact'],
    [evidence(100, 'token-order', 'exact'), 'exact'],
    // One side spelt another way by a strong rule.
    [evidence(97, 'form', 'base'), 'high'],
    [evidence(96, 'form', 'key'), 'high'],
    [evidence(95, 'cut-off', 'exact'), 'high'],
    [evidence(92, 'jaro-winkler', 'exact'), 'high'],
    // Both sides spelt another way, another version, or a loose rule beside an equal side.
    [evidence(93, 'credit-part', 'base'), 'medium'],
    [evidence(100, 'form', 'exact', 'other'), 'medium'],
    [evidence(90, 'form', 'exact', 'other'), 'medium'],
    [evidence(91, 'form', 'partial'), 'medium'],
    // A subtitle (or an unreadable tag) on one side only.
    [evidence(97, 'form', 'subtitle'), 'medium'],
    [evidence(97, 'cut-off', 'subtitle'), 'low'],
    [evidence(85, 'first-word', 'exact'), 'medium'],
    // Loose rules on both sides, a loose rule beside a variant, or near the threshold.
    [evidence(88, 'jaro-winkler', 'words'), 'low'],
    [evidence(85, 'phonetic', 'fuzzy'), 'low'],
    [evidence(79, 'form', 'exact'), 'low'],
    [evidence(82, 'form', 'nothing-known'), 'medium'],
    [evidence(82, 'nothing-known', 'nothing-known'), 'low'],
  ] as const)('%o → %s', (e, band) => {
    expect(matchTypeOf(e)).toBe(band);
  });

  it('needs the policy confidence for high and medium', () => {
    const { highMinConfidence, mediumMinConfidence } = MATCH_POLICY.bands;
    expect(matchTypeOf(evidence(highMinConfidence, 'form', 'base'))).toBe('high');
    expect(matchTypeOf(evidence(highMinConfidence - 0.1, 'form', 'base'))).toBe('medium');
    expect(matchTypeOf(evidence(mediumMinConfidence, 'form', 'partial'))).toBe('medium');
    expect(matchTypeOf(evidence(mediumMinConfidence - 0.1, 'form', 'partial'))).toBe('low');
  });
});

describe('match_type of a stored job answer', () => {
  it('reads the evidence a job answer keeps, so a job result gets the band its hit got', () => {
    const answer = { status: 'matched', confidence: 97, version: 'same', method: 'artist form, title base' };
    expect(answerMatchType(answer)).toBe(matchTypeOf(evidence(97, 'form', 'base')));
    expect(answerMatchType({ ...answer, method: 'artist jaro-winkler, title words', confidence: 88 })).toBe('low');
  });

  it('has no band without a match, and reads an unreadable method as loose on both sides', () => {
    expect(answerMatchType({ status: 'no_match' })).toBeNull();
    expect(answerMatchType({ status: 'failed' })).toBeNull();
    expect(answerMatchType({ status: 'matched', confidence: 100, version: 'same', method: 'something else' })).toBe('low');
  });
});
