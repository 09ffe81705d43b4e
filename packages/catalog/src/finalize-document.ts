/**
 * Rules applied to a merged document before it is served, where the contract requires a field that
 * not every source states.
 *
 * Artist `type` (the contract's `Artist` schema: required, `Person` | `Band`): when no source states it (Billboard and
 * Discogs credits do not), an artist with band members is a `Band`, every other one a `Person` —
 * the majority class of the catalog's credited names. Sources that know (MusicBrainz, Discogs
 * artist records, kpopnet groups) always win, because they are merged first.
 */
import type { EntityKind, JsonObject } from './entity-kinds';

/** Returns the served form of a merged document of `kind` (a new object when changed). */
export function finalizeDocument(kind: EntityKind, doc: JsonObject): JsonObject {
  if (kind === 'artist' && (doc.type === undefined || doc.type === null)) {
    const members = doc.band_members;
    return { ...doc, type: Array.isArray(members) && members.length > 0 ? 'Band' : 'Person' };
  }
  return doc;
}
