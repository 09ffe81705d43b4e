/**
 * The matcher's narrow interface to the outside: where candidates come from (Elasticsearch), where
 * documents come from (the store), and the document shapes it reads (SPEC 2.2 artist, 2.5
 * recording; only the fields the matcher uses are typed, the rest pass through).
 */
import type { Client } from '@elastic/elasticsearch';
import type { EntityKind, JsonObject } from '@mc/catalog';
import type { MatchExplanation } from '@mc/matching';

/** Candidate retrieval: an Elasticsearch client and the read alias of the recording index. */
export interface MatcherSearch {
  es: Client;
  /** e.g. `catalog_recording` (`aliasName(prefix, 'recording')`). */
  recordingIndex: string;
}

/** Document reads (the store's `CatalogReader`): documents of `kind` by id, missing ids left out. */
export interface MatcherStore {
  getMany(kind: EntityKind, ids: number[]): Promise<JsonObject[]>;
}

/** Everything the matcher needs. */
export interface MatcherDeps {
  search: MatcherSearch;
  store: MatcherStore;
}

/** Per-call options. */
export interface MatchOptions {
  /** Aborts every pending Elasticsearch request of the call (a request deadline). */
  signal?: AbortSignal;
  /**
   * Searches each Elasticsearch msearch runs at once (`max_concurrent_searches`); unset = the
   * engine's default. Batches use 1 so they hold few search threads and other traffic keeps the rest.
   */
  maxConcurrentSearches?: number;
  /** Called after each candidate stage with the number of lines it ran for and its wall time (ms). */
  onStage?: (stage: string, lines: number, ms: number) => void;
}

/** One playlist line: the logged artist (performer string) and title. */
export interface ArtistTitleItem {
  name: string;
  title: string;
}

/** A credit of a recording (SPEC 2.5 `artists[]`). */
export interface CreditRef {
  id: number;
  name: string;
  /** `Main` or `Feat`. */
  link?: string;
}

/** A recording document as the matcher reads it (SPEC 2.5). */
export type RecordingDoc = JsonObject & {
  id: number;
  title?: string;
  alt_titles?: string[];
  performer?: string;
  artists?: CreditRef[];
};

/** An artist document as the matcher reads it (SPEC 2.2). */
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
  explain: MatchExplanation;
}
