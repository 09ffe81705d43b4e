/**
 * Upstream deletions of the Discogs dump source (`discogs_dump`, rules in ./discogs.ts): which
 * kinds a complete run of a monthly dump covers, so that the source's entities of those kinds the
 * run did not write are retracted (`retractUnseen`, `@mc/store` import-seen.ts).
 *
 * What each file of the dump gives the catalog (contribution kinds):
 * - `artists`: `artist`;
 * - `masters`: `album`, `album_credits` (a master's album and the credits its releases give it);
 * - `releases`: `release`, `recording`, `recording_credits`, and also `album`, `album_credits`
 *   (the album of a release without master, or whose master the masters file lacks) and `artist`
 *   (an artist the releases credit that the artists file lacks gets a minimal document).
 * A kind is checked only when every file giving it was read with records and none rejected unread
 * (without id, or without name or title): such a record may be an entity the dump still has. A
 * release rejected for its status (not `Accepted`) is read: the dump says it is not in Discogs.
 */
import type { EntityKind } from '@mc/catalog';
import type { RetractUnseenResult } from '@mc/store';
import type { ImportContext } from '../../importer';
import { retractUnseenAndLog } from '../common/retract-unseen';
import { DISCOGS_DUMP_SOURCE } from './discogs-mapping';

/** The files of a Discogs dump the importer reads. */
export type DiscogsDumpFile = 'artists' | 'masters' | 'releases';

/** Contribution kinds each dump file gives (module doc). */
export const DISCOGS_DUMP_FILE_KINDS: Record<DiscogsDumpFile, readonly EntityKind[]> = {
  artists: ['artist'],
  masters: ['album', 'album_credits'],
  releases: ['artist', 'album', 'album_credits', 'release', 'recording', 'recording_credits'],
};

/** What a run read of one dump file: its records, and those rejected unread. */
export interface DiscogsFileRead {
  records: number;
  unread: number;
}

/**
 * The kinds a run that read `read` (every file whole) covers, and the kinds it leaves unchecked with
 * why (module doc). Kinds come in the order of {@link DISCOGS_DUMP_FILE_KINDS}, each once.
 */
export function discogsDumpCoverage(read: Record<DiscogsDumpFile, DiscogsFileRead>): {
  kinds: EntityKind[];
  unchecked: string[];
} {
  const why = new Map<EntityKind, string[]>();
  const all: EntityKind[] = [];
  for (const [file, kinds] of Object.entries(DISCOGS_DUMP_FILE_KINDS) as [DiscogsDumpFile, readonly EntityKind[]][]) {
    const r = read[file];
    const reason = !r.records ? `empty ${file} file` : r.unread ? `${r.unread} ${file} record(s) without id, name or title` : '';
    for (const kind of kinds) {
      if (!why.has(kind)) {
        why.set(kind, []);
        all.push(kind);
      }
      if (reason) why.get(kind)!.push(reason);
    }
  }
  const kinds = all.filter((k) => !why.get(k)!.length);
  const byReason = new Map<string, EntityKind[]>();
  for (const k of all.filter((k) => why.get(k)!.length)) {
    const key = why.get(k)!.join(', ');
    byReason.set(key, [...(byReason.get(key) ?? []), k]);
  }
  return { kinds, unchecked: [...byReason].map(([reason, ks]) => `${ks.join(', ')} (${reason})`) };
}

/**
 * After the run read the whole dump: retracts `discogs_dump`'s entities of the covered kinds that
 * the run did not write, logs the counts and ends the seen pass (`retractUnseenAndLog`).
 * @throws on database errors (chunks retracted before stay retracted).
 */
export async function retractWhatTheDiscogsDumpLacks(
  ctx: ImportContext,
  read: Record<DiscogsDumpFile, DiscogsFileRead>,
): Promise<RetractUnseenResult> {
  const { kinds, unchecked } = discogsDumpCoverage(read);
  return retractUnseenAndLog(ctx, DISCOGS_DUMP_SOURCE, kinds, unchecked);
}
