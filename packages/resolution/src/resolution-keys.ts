/**
 * The blocking keys the store holds for change sets (`@mc/store` resolution-keys): what
 * `catchUpResolutionKeys` computes for each artist and recording, with the rules of the full pass.
 * - artist: {@link nameBlockingKeys} of its names (name, aliases, translated names), `n:`/`g:` keys;
 * - recording: `t:` + its folded title ({@link titleKey}), the key of the common-title rule
 *   (`COMMON_TITLE_ARTISTS`), which counts the artists credited with a folded title.
 */
import { foldForMatch } from '@mc/text-analysis';
import type { EntityEvidenceRow, ResolutionKeyKind, ResolutionKeyRules } from '@mc/store';
import { nameBlockingKeys } from './artist-facts';
import { artistOwnFacts } from './resolution-facts';

/** The resolution key of a folded recording title (as `ArtistFacts.recordingTitles` hold them). */
export const titleKey = (foldedTitle: string): string => `t:${foldedTitle}`;

/** The keys of one artist or recording document (module doc). Pure. */
function keysOf(kind: ResolutionKeyKind, row: EntityEvidenceRow): string[] {
  if (kind === 'artist') return nameBlockingKeys(artistOwnFacts(row));
  const title = typeof row.doc.title === 'string' ? foldForMatch(row.doc.title) : '';
  return title ? [titleKey(title)] : [];
}

/**
 * The rules the store's key table is kept with. Bump `version` when `nameBlockingKeys`,
 * `foldForMatch` or this file changes what a key is: the table is then rebuilt on its next use.
 */
export const RESOLUTION_KEY_RULES: ResolutionKeyRules = {
  version: 3,
  fields: { artist: ['name', 'aliases', 'translated'], recording: ['title'] },
  keysOf,
};
