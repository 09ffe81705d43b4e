/**
 * Re-ranking of candidate recordings (`scoreRecordingMatch` of `@mc/text-analysis`) for one matcher
 * call, with its work bounded per line by design:
 * - candidates: each (line, recording) pair is scored once per call however many stages return
 *   it, so a line scores at most `stages × MATCH_POLICY.candidatesPerStage` (6 × 40) candidates;
 * - comparisons: all the candidates of a line share one `ComparisonBudget` of
 *   `LINE_COMPARISON_UNITS` (name-form pairs and their alignment cells, title alignments); once it
 *   is spent the line's remaining candidates are not scored (real lines never get there);
 * - variants: at most `MAX_COMPARED_CREDIT_PARTS` credit parts of a name are compared one by one;
 * - the event loop: a {@link Pacer} checkpoint before every candidate yields every few ms and
 *   enforces the deadline.
 */
import { LINE_COMPARISON_UNITS, type ComparisonBudget, type MatchCandidate, scoreRecordingMatch } from '@mc/text-analysis';
import { durationSeconds } from '@mc/catalog';
import type { MatchDocuments } from './documents';
import type { Pacer } from './pacing';
import { MATCH_POLICY } from './policy';
import type { ArtistDoc, ArtistTitleItem, ArtistTitleMatch, RecordingDoc } from './types';

/** A recording and its credited artists as the re-ranker reads them. */
export function matchCandidate(rec: RecordingDoc, artists: ReadonlyMap<number, ArtistDoc>): MatchCandidate {
  return {
    title: String(rec.title ?? ''),
    duration: durationSeconds(rec.duration),
    altTitles: rec.alt_titles ?? [],
    performer: rec.performer,
    artists: (rec.artists ?? []).map((credit) => {
      const full = artists.get(credit.id);
      return {
        name: String(credit.name ?? full?.name ?? ''),
        link: credit.link,
        aliases: (full?.aliases ?? []).map((x) => String(x.alias ?? '')),
        translated: (full?.translated ?? []).map((x) => String(x.name ?? '')),
      };
    }),
  };
}

/** Re-ranked candidates of a stage: passing matches per line, and each line's best artist similarity. */
export interface Reranked {
  matches: ArtistTitleMatch[][];
  /** Best artist similarity (0..1) among all candidates of each line, passing or not. */
  bestArtist: number[];
}

/** Scores of one matcher call, kept per line and recording. */
export class Reranker {
  private readonly scored: Map<number, ArtistTitleMatch>[];
  private readonly budgets: ComparisonBudget[];

  constructor(
    private readonly docs: MatchDocuments,
    private readonly items: readonly ArtistTitleItem[],
    private readonly pacer: Pacer,
  ) {
    this.scored = items.map(() => new Map());
    this.budgets = items.map(() => ({ units: LINE_COMPARISON_UNITS }));
  }

  /** Lines whose comparison budget is spent (their later candidates were not scored). */
  get exhaustedLines(): number {
    return this.budgets.filter((b) => b.units <= 0).length;
  }

  /** The line's score of `recording`: computed once, or undefined when the line's budget is spent. */
  private score(line: number, recording: RecordingDoc): ArtistTitleMatch | undefined {
    const seen = this.scored[line]!.get(recording.id);
    if (seen || this.budgets[line]!.units <= 0) return seen;
    const q = this.items[line]!;
    const artists = this.docs.creditedArtists(recording);
    const candidate = matchCandidate(recording, artists);
    const s = scoreRecordingMatch(q.name, q.title, candidate, this.budgets[line], {
      duration: q.duration,
      minConfidence: MATCH_POLICY.minConfidence,
    });
    const m = { recording, artists, confidence: s.confidence, version: s.version, explain: s.explain };
    this.scored[line]!.set(recording.id, m);
    return m;
  }

  /** The candidates scored for `line` so far that did not pass (`MATCH_POLICY.minConfidence`). */
  nearMisses(line: number): ArtistTitleMatch[] {
    return [...this.scored[line]!.values()].filter((m) => m.confidence < MATCH_POLICY.minConfidence);
  }

  /**
   * Re-ranks the candidates `idLists[k]` of line `lines[k]` (indices into the call's items); keeps
   * those at or above `MATCH_POLICY.minConfidence` that `accept` takes, best first (stable: Elasticsearch's
   * order, which includes popularity, among equal confidences).
   * @throws store errors; the pacer's deadline errors.
   */
  async rerank(
    lines: readonly number[],
    idLists: readonly number[][],
    accept: (m: ArtistTitleMatch) => boolean = () => true,
  ): Promise<Reranked> {
    await this.docs.load(idLists.flat());
    this.pacer.restart();
    const bestArtist = lines.map(() => 0);
    const matches: ArtistTitleMatch[][] = [];
    for (let k = 0; k < lines.length; k++) {
      const out: ArtistTitleMatch[] = [];
      for (const id of idLists[k] ?? []) {
        const recording = this.docs.recordings.get(id);
        if (!recording) continue;
        await this.pacer.pace();
        const m = this.score(lines[k]!, recording);
        if (!m) break;
        bestArtist[k] = Math.max(bestArtist[k]!, m.explain.artist.similarity);
        if (m.confidence >= MATCH_POLICY.minConfidence && accept(m)) out.push(m);
      }
      matches.push(out.sort((a, b) => b.confidence - a.confidence));
    }
    return { matches, bestArtist };
  }
}
