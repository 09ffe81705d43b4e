/**
 * Domain errors of the recommender; the API route translates them into HTTP answers (an unknown
 * mood → 400 naming `audio_moods`, no known seed → 404).
 */

/** Requested mood names that are not in the served catalog's mood vocabulary. */
export class UnknownMoodError extends Error {
  /**
   * @param unknown the requested names not in the vocabulary, as given.
   * @param valid the vocabulary (the catalog's moods), in order.
   */
  constructor(
    readonly unknown: string[],
    readonly valid: readonly string[],
  ) {
    super(
      `unknown mood${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => JSON.stringify(u)).join(', ')}; valid moods: ${valid.join(', ')}`,
    );
  }
}

/** None of the seed ids (tracks, artists) is a known recording or artist. */
export class NoSeedError extends Error {
  constructor() {
    super('none of the seed ids (ms_track_ids, ms_artist_ids) is a known recording or artist');
  }
}
