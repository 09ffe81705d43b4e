/**
 * The link decisions of the `spotify` importer (rules in ./spotify.ts, "Linking to Billboard"),
 * recorded and honouring operators' vetoes (../common/link-decisions.ts):
 * - a recording decision per row with a Billboard candidate (key: the row's source key, artist
 *   and song joined by U+0001): linked to the Billboard recording, or refused as ambiguous;
 * - an artist decision per Spotify artist name linked to a Billboard main artist (key: the name).
 * A vetoed recording link leaves the row its own recording (as a row without a Billboard match); a
 * vetoed artist link leaves the Spotify artist its own artist. Other decisions are unchanged.
 */
import type { LinkDecisionInput } from '@mc/store';
import { billboardArtistRef, billboardRecordingRef } from '../billboard/billboard';
import type { ImportContext } from '../../importer';
import { VETOED_BY_OPERATOR, linkVetoKey, linkVetoesOf, recordLinkDecisions } from '../common/link-decisions';
import type { SpotifyLink } from './spotify';

/** Rules of the decisions, as recorded. */
export const SPOTIFY_LINK_RULES = {
  recording: 'spotify:billboard-artist-and-title',
  artist: 'spotify:billboard-main-artist',
} as const;

/** A usable Spotify row as the importer holds it: its source key and its link (replaced when vetoed). */
export interface SpotifyRowLink {
  key: string;
  link: SpotifyLink;
}

/**
 * Refuses the vetoed links (`vetoed`: keys of `linkVetoKey`) — a vetoed row's `link` becomes
 * `{ kind: 'none' }`, a vetoed artist is deleted from `artistTarget` — and returns the record of
 * every decision (mutates `usable` and `artistTarget`).
 * @param idOf the catalog id of a Billboard recording or artist, by its Billboard source key.
 */
export function spotifyLinkDecisions(
  usable: SpotifyRowLink[],
  artistTarget: Map<string, string>,
  vetoed: ReadonlySet<string>,
  idOf: (kind: 'artist' | 'recording', billboardKey: string) => number,
): LinkDecisionInput[] {
  const out: LinkDecisionInput[] = [];
  const rec = (sourceKey: string, targetId: number | null, evidence: LinkDecisionInput['evidence']) =>
    out.push({ kind: 'recording', sourceKey, targetId, rule: SPOTIFY_LINK_RULES.recording, evidence });
  for (const u of usable) {
    if (u.link.kind === 'linked') {
      const billboardKey = u.link.candidate.key;
      if (vetoed.has(linkVetoKey('recording', u.key))) {
        u.link = { kind: 'none' };
        rec(u.key, null, { reason: VETOED_BY_OPERATOR, billboardKey });
      } else rec(u.key, idOf('recording', billboardKey), { reason: 'same main artist and title', billboardKey });
    } else if (u.link.kind === 'ambiguous') {
      const candidates = u.link.candidates.map((c) => c.key);
      rec(u.key, null, { reason: 'several Billboard recordings share the artist and title', candidates });
    }
  }
  for (const [name, billboardName] of [...artistTarget]) {
    const vetoedLink = vetoed.has(linkVetoKey('artist', name));
    if (vetoedLink) artistTarget.delete(name);
    out.push({
      kind: 'artist',
      sourceKey: name,
      targetId: vetoedLink ? null : idOf('artist', billboardName),
      rule: SPOTIFY_LINK_RULES.artist,
      evidence: {
        reason: vetoedLink ? VETOED_BY_OPERATOR : 'the Billboard main artist its linked rows most often name',
        billboardName,
      },
    });
  }
  return out;
}

/**
 * Refuses the vetoed links and records every decision ({@link spotifyLinkDecisions}), resolving
 * the Billboard refs to their ids. Call it before the links' `sameAs` are written.
 * @throws on database errors.
 */
export async function recordSpotifyLinkDecisions(
  ctx: ImportContext,
  usable: SpotifyRowLink[],
  artistTarget: Map<string, string>,
): Promise<void> {
  const vetoed = await linkVetoesOf(ctx, ctx.writer.source);
  const targets: ['artist' | 'recording', string][] = [
    ...usable.flatMap((u) => (u.link.kind === 'linked' ? [['recording', u.link.candidate.key] as ['recording', string]] : [])),
    ...[...artistTarget.values()].map((name) => ['artist', name] as ['artist', string]),
  ];
  const refs = targets.map(([kind, key]) => (kind === 'artist' ? billboardArtistRef(key) : billboardRecordingRef(key)));
  const resolved = refs.length ? await ctx.writer.resolveIds(refs) : new Map<number, number>();
  const ids = new Map(targets.map(([kind, key], i) => [`${kind}\u0001${key}`, resolved.get(refs[i]!)!]));
  await recordLinkDecisions(
    ctx,
    ctx.writer.source,
    spotifyLinkDecisions(usable, artistTarget, vetoed, (kind, key) => ids.get(`${kind}\u0001${key}`)!),
  );
}
