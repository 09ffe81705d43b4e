import { titleSides } from './title-sides';
import { titleSimilarity } from './title-similarity';

describe('titleSides', () => {
  it('splits a two-sided chart title at its slash', () => {
    expect(titleSides('Have You Ever Seen The Rain/Hey Tonight')).toEqual(['Have You Ever Seen The Rain', 'Hey Tonight']);
    expect(titleSides("Rainy Night In Georgia / Rubberneckin'")).toEqual(['Rainy Night In Georgia', "Rubberneckin'"]);
  });

  it.each(['Spin You Around (1/24)', '24/7', 'Hey Tonight', 'AC/DC'])('has no sides in %p', (title) => {
    expect(titleSides(title)).toEqual([]);
  });
});

describe('titleSimilarity of one side', () => {
  it('reads a logged side against the two-sided title, and a two-sided log against one side', () => {
    expect(titleSimilarity('Hey Tonight', 'Have You Ever Seen The Rain/Hey Tonight')).toEqual({
      similarity: 0.95,
      method: 'side',
    });
    expect(titleSimilarity('Come Together/Something', 'Come Together')).toEqual({ similarity: 0.95, method: 'side' });
  });

  it('ranks the side below the song itself', () => {
    expect(titleSimilarity('Without You', 'Without You').similarity).toBeGreaterThan(
      titleSimilarity('Without You', 'Without You/Never Forget You').similarity,
    );
  });

  it('needs a side that agrees by a strong rule, not a typo or a cut', () => {
    expect(titleSimilarity('Hey Tonite Baby', 'Have You Ever Seen The Rain/Hey Tonight').method).not.toBe('side');
  });
});
