/**
 * Cross-source identity between MusicBrainz and Billboard (`sameAs` only on evidence: `docs/entity-resolution.md`).
 *
 * Artist rule: a MusicBrainz artist is the Billboard performer when their names are equal after
 * {@link foldForMatch} AND they share at least one recording title (folded) — the MB artist is
 * credited on a recording whose folded title equals the folded title of a charted song of that
 * performer. A name match without a shared title is refused (common names: "Distance", "Wedlock").
 * A Billboard performer that matches several MB artists, or the reverse, is refused as ambiguous.
 *
 * Recording rule: a MusicBrainz recording is the charted Billboard song when their folded titles
 * are equal and one of the recording's credited MB artists is linked (above) to one of the
 * song's Billboard artists. Ambiguous pairs (several MB recordings for one charted song, or the
 * reverse) are refused, so distinct MB recordings (album and remix versions) are never merged.
 *
 * Every decision is recorded ({@link recordBillboardLinkDecisions}); a link an operator vetoed
 * (`catalog resolve --undo-link musicbrainz:MBID`) is refused, and the MusicBrainz entity stays its own.
 */
import { ref } from '@mc/catalog';
import type { LinkDecisionInput } from '@mc/store';
import { foldForMatch } from '@mc/text-analysis';
import type { ImportContext } from '../../importer';
import { VETOED_BY_OPERATOR, linkVetoKey, linkVetoesOf, recordLinkDecisions } from '../common/link-decisions';

/** What the linker needs of a MusicBrainz artist. */
export interface MbArtistForLink {
  mbid: string;
  name: string;
}

/** What the linker needs of a MusicBrainz recording. */
export interface MbRecordingForLink {
  mbid: string;
  title: string;
  artistMbids: string[];
}

/** A Billboard artist: its source key (performer string) and name. */
export interface BillboardArtist {
  key: string;
  name: string;
}

/** A charted Billboard song: its source key, title and its artists' source keys. */
export interface BillboardRecording {
  key: string;
  title: string;
  artistKeys: string[];
}

/** Links made and refused, with the reason of each refusal. */
export interface BillboardLinks {
  artists: { mbid: string; billboardKey: string }[];
  recordings: { mbid: string; billboardKey: string }[];
  refused: { kind: 'artist' | 'recording'; reason: string; record: string; mbid: string; billboardKey: string }[];
}

/** Rules of the link decisions, as recorded (module doc). */
export const MB_BILLBOARD_RULES = {
  artist: 'musicbrainz:billboard-name-and-title',
  recording: 'musicbrainz:billboard-title-and-artist',
} as const;

/** Folded recording titles ({@link foldForMatch}) per artist key (Billboard key or MBID). */
function foldedTitlesByArtist(recordings: readonly { title: string; artists: readonly string[] }[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const r of recordings) {
    for (const k of r.artists) (out.get(k) ?? out.set(k, new Set()).get(k)!).add(foldForMatch(r.title));
  }
  return out;
}

/**
 * Applies the rules of the module comment.
 * @returns the artist and recording links and every refused candidate (same folded name/title).
 */
export function linkMusicBrainzToBillboard(
  mbArtists: MbArtistForLink[],
  mbRecordings: MbRecordingForLink[],
  bbArtists: BillboardArtist[],
  bbRecordings: BillboardRecording[],
): BillboardLinks {
  const out: BillboardLinks = { artists: [], recordings: [], refused: [] };
  const bbByName = new Map<string, BillboardArtist[]>();
  for (const a of bbArtists) {
    const k = foldForMatch(a.name);
    if (k) bbByName.set(k, [...(bbByName.get(k) ?? []), a]);
  }
  const bbTitlesByArtist = foldedTitlesByArtist(bbRecordings.map((r) => ({ title: r.title, artists: r.artistKeys })));
  const mbTitlesByArtist = foldedTitlesByArtist(mbRecordings.map((r) => ({ title: r.title, artists: r.artistMbids })));

  // Artists: candidates by folded name, kept when a title is shared; then one-to-one only.
  const candidates: { mbid: string; bb: string }[] = [];
  for (const a of mbArtists) {
    for (const bb of bbByName.get(foldForMatch(a.name)) ?? []) {
      const mbTitles = mbTitlesByArtist.get(a.mbid) ?? new Set();
      const shared = [...(bbTitlesByArtist.get(bb.key) ?? [])].some((t) => mbTitles.has(t));
      if (shared) candidates.push({ mbid: a.mbid, bb: bb.key });
      else
        out.refused.push({
          kind: 'artist',
          reason: 'same folded name but no shared recording title',
          record: `${a.mbid} ${a.name} ~ ${bb.key}`,
          mbid: a.mbid,
          billboardKey: bb.key,
        });
    }
  }
  out.artists = oneToOneLinks(candidates, 'artist', 'ambiguous: several candidates share the name and a title', out.refused);
  const artistLink = new Map(out.artists.map((l) => [l.mbid, l.billboardKey]));

  // Recordings: same folded title and a linked artist in common.
  const bbByTitle = new Map<string, BillboardRecording[]>();
  for (const r of bbRecordings) bbByTitle.set(foldForMatch(r.title), [...(bbByTitle.get(foldForMatch(r.title)) ?? []), r]);
  const recCandidates: { mbid: string; bb: string }[] = [];
  for (const r of mbRecordings) {
    const linked = r.artistMbids.map((a) => artistLink.get(a)).filter((x): x is string => !!x);
    if (!linked.length) continue;
    for (const bb of bbByTitle.get(foldForMatch(r.title)) ?? []) {
      if (bb.artistKeys.some((k) => linked.includes(k))) recCandidates.push({ mbid: r.mbid, bb: bb.key });
    }
  }
  out.recordings = oneToOneLinks(
    recCandidates,
    'recording',
    'ambiguous: several recordings share the title and artist',
    out.refused,
  );
  return out;
}

/**
 * The candidates whose MusicBrainz side and Billboard side each occur once among `candidates`, as
 * links; every other candidate is appended to `refused` as ambiguous (`kind`, `reason`). Both keep
 * the candidates' order.
 */
function oneToOneLinks(
  candidates: { mbid: string; bb: string }[],
  kind: BillboardLinks['refused'][number]['kind'],
  reason: string,
  refused: BillboardLinks['refused'],
): { mbid: string; billboardKey: string }[] {
  const count = (xs: string[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
  const perMb = count(candidates.map((c) => c.mbid));
  const perBb = count(candidates.map((c) => c.bb));
  const links: { mbid: string; billboardKey: string }[] = [];
  for (const c of candidates) {
    if (perMb.get(c.mbid)! > 1 || perBb.get(c.bb)! > 1)
      refused.push({ kind, reason, record: `${c.mbid} ~ ${c.bb}`, mbid: c.mbid, billboardKey: c.bb });
    else links.push({ mbid: c.mbid, billboardKey: c.bb });
  }
  return links;
}

/**
 * Moves the links an operator vetoed (`vetoed`: keys of `linkVetoKey`) to `refused` with the
 * reason "vetoed by an operator"; the other links are kept as they are. Mutates and returns `links`.
 */
export function refuseVetoedBillboardLinks(links: BillboardLinks, vetoed: ReadonlySet<string>): BillboardLinks {
  for (const kind of ['artist', 'recording'] as const) {
    const list = kind === 'artist' ? links.artists : links.recordings;
    const kept = list.filter((l) => !vetoed.has(linkVetoKey(kind, l.mbid)));
    for (const l of list.filter((x) => !kept.includes(x)))
      links.refused.push({ kind, reason: VETOED_BY_OPERATOR, record: `${l.mbid} ~ ${l.billboardKey}`, ...l });
    if (kind === 'artist') links.artists = kept;
    else links.recordings = kept;
  }
  return links;
}

/**
 * The records of every decision in `links`, keyed by MBID: an accepted link with its Billboard
 * entity's id (`idOf`), a refusal with a null target and the Billboard key it was refused for (a
 * key both refused and linked is recorded as linked).
 */
export function billboardLinkDecisions(
  links: BillboardLinks,
  idOf: (kind: 'artist' | 'recording', key: string) => number,
): LinkDecisionInput[] {
  const refused = links.refused.map((r) => ({
    kind: r.kind,
    sourceKey: r.mbid,
    targetId: null,
    rule: MB_BILLBOARD_RULES[r.kind],
    evidence: { reason: r.reason, billboardKey: r.billboardKey },
  }));
  const accepted = (kind: 'artist' | 'recording', list: BillboardLinks['artists'], reason: string) =>
    list.map((l) => ({
      kind,
      sourceKey: l.mbid,
      targetId: idOf(kind, l.billboardKey),
      rule: MB_BILLBOARD_RULES[kind],
      evidence: { reason, billboardKey: l.billboardKey },
    }));
  return [
    ...refused,
    ...accepted('artist', links.artists, 'same folded name and a shared recording title'),
    ...accepted('recording', links.recordings, 'same folded title and a linked artist in common'),
  ];
}

/**
 * Refuses the vetoed links of `links` ({@link refuseVetoedBillboardLinks}) and records every
 * decision (`recordLinkDecisions`), resolving the Billboard refs to their ids. Call it before the
 * links' `sameAs` are written. @returns `links`. @throws on database errors.
 */
export async function recordBillboardLinkDecisions(ctx: ImportContext, links: BillboardLinks): Promise<BillboardLinks> {
  refuseVetoedBillboardLinks(links, await linkVetoesOf(ctx, ctx.writer.source));
  const targets: ['artist' | 'recording', string][] = [
    ...links.artists.map((l) => ['artist', l.billboardKey] as ['artist', string]),
    ...links.recordings.map((l) => ['recording', l.billboardKey] as ['recording', string]),
  ];
  const refs = targets.map(([kind, key]) => ref(kind, 'billboard', key));
  const resolved = refs.length ? await ctx.writer.resolveIds(refs) : new Map<number, number>();
  const ids = new Map(targets.map(([kind, key], i) => [`${kind}\u0001${key}`, resolved.get(refs[i]!)!]));
  await recordLinkDecisions(
    ctx,
    ctx.writer.source,
    billboardLinkDecisions(links, (kind, key) => ids.get(`${kind}\u0001${key}`)!),
  );
  return links;
}
