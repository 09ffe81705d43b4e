/**
 * The lines `catalog resolve --list` prints for import-time link decisions (one per decision, in
 * the shape of the merge lines) and the parsing of `resolve --undo-link SOURCE:KEY`.
 */
import type { LinkDecisionRecord } from '@mc/store';

/**
 * One line per decision: `link discogs:112751 → artist #6469 discogs:external-id {…}` when
 * accepted, `link discogs:112751 ✗ artist discogs:name-and-shared-title {…}` when refused (the
 * evidence as JSON).
 */
export function formatLinkDecision(
  d: Pick<LinkDecisionRecord, 'source' | 'sourceKey' | 'kind' | 'targetId' | 'rule' | 'evidence'>,
): string {
  const outcome = d.targetId === null ? `✗ ${d.kind}` : `→ ${d.kind} #${d.targetId}`;
  return `link ${d.source}:${d.sourceKey} ${outcome} ${d.rule} ${JSON.stringify(d.evidence)}`;
}

/**
 * Parses `SOURCE:KEY` (e.g. `discogs:112751`; the key is everything after the first `:`, so it may
 * hold colons itself).
 * @throws with a message naming the option when malformed (no source, or an empty key).
 */
export function parseLinkKey(value: string): { source: string; sourceKey: string } {
  const m = /^([a-z][a-z0-9_]*):(.+)$/su.exec(value);
  if (!m) throw new Error('--undo-link must be SOURCE:KEY with the source key of a linked entity (e.g. discogs:112751)');
  return { source: m[1]!, sourceKey: m[2]! };
}
