/**
 * Documents of one matcher call, each read from the store at most once however many candidate
 * stages and lines name it: recordings by id, and the artists they credit.
 */
import type { ArtistDoc, MatcherStore, RecordingDoc } from './types';

/** Recording and artist documents loaded for one call (a per-call identity map). */
export class MatchDocuments {
  readonly recordings = new Map<number, RecordingDoc>();
  readonly artists = new Map<number, ArtistDoc>();

  constructor(private readonly store: MatcherStore) {}

  /** Loads the recordings of `ids` not loaded yet and the artists they credit (two store reads at most). */
  async load(ids: Iterable<number>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.recordings.has(id));
    if (!missing.length) return;
    for (const doc of await this.store.getMany('recording', missing)) this.recordings.set(doc.id as number, doc as RecordingDoc);
    const artistIds = new Set<number>();
    for (const id of missing)
      for (const credit of this.recordings.get(id)?.artists ?? []) if (!this.artists.has(credit.id)) artistIds.add(credit.id);
    if (!artistIds.size) return;
    for (const doc of await this.store.getMany('artist', [...artistIds])) this.artists.set(doc.id as number, doc as ArtistDoc);
  }

  /** The loaded documents of the artists `recording` credits, by id. */
  creditedArtists(recording: RecordingDoc): Map<number, ArtistDoc> {
    const out = new Map<number, ArtistDoc>();
    for (const credit of recording.artists ?? []) {
      const doc = this.artists.get(credit.id);
      if (doc) out.set(credit.id, doc);
    }
    return out;
  }
}
