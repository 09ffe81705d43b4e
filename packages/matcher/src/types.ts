/**
 * The matcher's narrow interface to the outside: where candidates come from (Elasticsearch,
 * searched by `@mc/search`), where documents come from (the store), and the document shapes it
 * reads (the contract's `Artist` and `Recording`; only the fields the matcher uses are typed, the rest pass
 * through).
 */
import type { EntityKind, JsonObject } from '@mc/catalog';
import type { MatchExplanation } from '@mc/text-analysis';
import type { SearchTarget } from '@mc/search';

/** Document reads (the store's `CatalogReader`): documents of `kind` by id, missing ids left out. */
export interface MatcherStore {
  getMany(kind: EntityKind, ids: number[]): Promise<JsonObject[]>;
}

/** Everything the matcher needs. */
export interface MatcherDeps {
  /** Candidate retrieval (`candidateIds`, `artistsKnown` of `@mc/search`). */
  search: SearchTarget;
  store: MatcherStore;
}

/** What became of a line (see `MatchOptions.onLines`). */
export type LineOutcome = 'searched' | 'cut_short' | 'budget_spent';

/** Per-call options. */
export interface MatchOptions {
  /** Aborts every pending Elasticsearch request of the call (a request deadline). */
  signal?: AbortSignal;
  /**
   * Searches each Elasticsearch msearch runs at once (`max_concurrent_searches`); unset = the
   * engine's default. Batches use 1 so they hold few search threads and other traffic keeps the rest.
   */
  maxConcurrentSearches?: number;
  /**
   * The request's deadline, epoch ms (`Date.now()` scale): the matcher stops with a
   * `TimeoutError` at its next checkpoint (between stages, lines and candidates) once it has
   * passed, even when `signal`'s timer has not fired yet because this process was busy.
   */
  deadlineAt?: number;
  /** Called after each candidate stage with the number of lines it ran for and its wall time (ms). */
  onStage?: (stage: string, lines: number, ms: number) => void;
  /**
   * Called with lines of the call grouped by what became of them: `searched` once per line whose
   * engine work started (its first candidate search reached Elasticsearch: the work a quota
   * charges even when the request then fails, e.g. at its deadline); `cut_short` once per line
   * answered "no match" without any engine work (`cannotMatch`); `budget_spent` once per searched
   * line whose comparison budget ran out (`LINE_COMPARISON_UNITS`: its later candidates were not
   * scored).
   */
  onLines?: (outcome: LineOutcome, lines: number) => void;
  /**
   * Called once per line that reached the engine, after its last stage, with the recordings scored
   * for it below `MATCH_POLICY.minConfidence` (any order; `candidates.ts` reads them); `index`
   * is the line's position in the call's items.
   */
  onNearMisses?: (index: number, misses: readonly ArtistTitleMatch[]) => void;
}

/** One playlist line: the logged artist (performer string) and title, and the logged duration when known. */
export interface ArtistTitleItem {
  name: string;
  title: string;
  /** Logged duration in seconds (> 0); orders the versions of a song (`DURATION_TOLERANCE` of `@mc/text-analysis`). */
  duration?: number;
}

/** A credit of a recording (`artists[]` of the contract's `Recording`). */
export interface CreditRef {
  id: number;
  name: string;
  /** `Main` or `Feat`. */
  link?: string;
}

/** A recording document as the matcher reads it (the contract's `Recording`). */
export type RecordingDoc = JsonObject & {
  id: number;
  title?: string;
  alt_titles?: string[];
  performer?: string;
  artists?: CreditRef[];
};

/** An artist document as the matcher reads it (the contract's `Artist`). */
export type ArtistDoc = JsonObject & {
  id: number;
  name?: string;
  aliases?: { alias?: string }[];
  translated?: { name?: string }[];
};

/** One accepted match: the recording, its credited artists' documents, and why. */
export interface ArtistTitleMatch {
  recording: RecordingDoc;
  /** Documents of the recording's credited artists by id (each loaded once per call). */
  artists: ReadonlyMap<number, ArtistDoc>;
  /** 0..100. */
  confidence: number;
  /** `other` when the recording is another version of the logged song than the line names (`compareVersions`). */
  version: 'same' | 'other';
  explain: MatchExplanation;
  /** Set when a curated pin answered the line (`pins.ts`): the pin's id and whose it is. */
  pin?: MatchPinRef;
}

/** The pin a curated answer came from: its id, and whether it is global or the caller's own. */
export interface MatchPinRef {
  id: number;
  scope: 'global' | 'own';
}
