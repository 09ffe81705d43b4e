import { ensembleWord } from './ensemble-names';

describe('ensembleWord', () => {
  it('finds an ensemble word as a whole word, folded', () => {
    expect(ensembleWord('Encanto Cast')).toBe('cast');
    expect(ensembleWord('THE MORMON TABERNACLE CHOIR')).toBe('choir');
    expect(ensembleWord('Mitch Miller And His Orchestra And Chorus')).toBe('orchestra');
    expect(ensembleWord('Band of Horses')).toBe('band');
  });

  it('finds none inside another word or in a person-shaped name', () => {
    expect(ensembleWord('Bandit')).toBeUndefined();
    expect(ensembleWord('Castro')).toBeUndefined();
    expect(ensembleWord('Tony Bennett')).toBeUndefined();
  });
});
