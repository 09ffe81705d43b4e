/**
 * What a reviewer would find (`eval:match --candidates`, issue "the review loop"): of the positive
 * rows answered `no match`, `low` or `medium` — the lines a pipeline sends to a person — the share
 * whose right recording (the README's rule, `isCorrect`) is the answer itself or among its
 * candidates (`candidates=true`: up to three). Printed as `review: review_recall_at_3=… n=…
 * answer_right=… candidate_right=…`, beside P@1.
 */

/** A song as scored: its title and artist names. */
export interface ScoredSong {
  title: string;
  artists: string[];
}

/** One row's answer for the review tally: the top hit (or null), its band, its candidates. */
export interface ReviewedAnswer {
  hit: ScoredSong | null;
  matchType?: string;
  candidates: readonly ScoredSong[];
}

/** The review tally over positive rows (`positive[i]`), `right(i, song)` the README's rule. */
export function reviewTally(
  answers: readonly ReviewedAnswer[],
  positive: (i: number) => boolean,
  right: (i: number, song: ScoredSong) => boolean,
): { n: number; found: number; answerRight: number; candidateRight: number } {
  let n = 0;
  let answerRight = 0;
  let candidateRight = 0;
  answers.forEach((a, i) => {
    if (!positive(i)) return;
    if (a.hit && a.matchType !== 'low' && a.matchType !== 'medium') return;
    n++;
    if (a.hit && right(i, a.hit)) answerRight++;
    else if (a.candidates.some((c) => right(i, c))) candidateRight++;
  });
  return { n, found: answerRight + candidateRight, answerRight, candidateRight };
}

/** The `review: …` line of {@link reviewTally}. */
export function reviewLine(t: ReturnType<typeof reviewTally>): string {
  const recall = t.n ? (t.found / t.n).toFixed(3) : '-';
  return `review: review_recall_at_3=${recall} n=${t.n} answer_right=${t.answerRight} candidate_right=${t.candidateRight}`;
}
