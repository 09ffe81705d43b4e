/**
 * Curated matches (`docs/curation.md` "Pinned lines"): an operator's word that a logged line is a
 * given recording, or never a song. A pin names the line by {@link matchPinKey} (the matcher's own
 * folding of the artist and the title, so "DJ SHADOW - MIDNIGHT…" and "Dj Shadow - Midnight…" are
 * one line) and outranks the matcher: a pinned line is answered from its pin without any engine
 * work, with confidence 100 and the band `curated`. Pins belong to one account (a station's own
 * corrections) or are global; the lookup ({@link PinLookup}) answers the pin that applies to the
 * caller — its account's own over a global one. A pin whose recording is gone (deleted, not merged)
 * does not apply: the line is matched as if unpinned, and the pin is reported by the pins listing.
 *
 * ListenBrainz's manual mapping follows the same idea: a user's correction of a listen's recording
 * outranks the automatic mapper for that user.
 */
import { foldForMatch, scoreRecordingMatch } from '@mc/text-analysis';
import { type MatchCandidateOut, lineCandidates } from './candidates';
import { MatchDocuments } from './documents';
import { matchArtistTitles } from './match-artist-titles';
import { matchCandidate } from './rerank';
import type { ArtistTitleItem, ArtistTitleMatch, MatchOptions, MatcherDeps } from './types';

/**
 * The key a pin names its line by: `foldForMatch(name)` TAB `foldForMatch(title)` (the folding
 * every match key is built from; the logged duration is not part of it).
 */
export function matchPinKey(name: string, title: string): string {
  return `${foldForMatch(name)}\t${foldForMatch(title)}`;
}

/** The pin that applies to a line for the caller. */
export interface LinePin {
  id: number;
  /** `global` (every caller) or `own` (the caller's account). */
  scope: 'global' | 'own';
  /** The recording served for the line (a merged recording's survivor), or null: "no match". */
  recordingId: number | null;
  /** True when the pinned recording is gone (deleted): the pin does not apply. */
  missing: boolean;
}

/** Pins by line key ({@link matchPinKey}) for the caller; keys without a pin are left out. */
export type PinLookup = (keys: readonly string[]) => Promise<ReadonlyMap<string, LinePin>>;

/** The answer for one line: its matches best first (empty = no match) and the pin it was answered by. */
export interface LineAnswer {
  matches: ArtistTitleMatch[];
  /** Set when a pin answered the line (a `recordingId` of null: pinned to "no match"). */
  pin?: LinePin;
  /** With `candidates`: what a reviewer is shown for an unsure answer (`candidates.ts`); empty for a sure or pinned one. */
  candidates?: MatchCandidateOut[];
}

/** Options of {@link matchLines}: the matcher's, and whether to read candidates of unsure answers. */
export interface LineOptions extends MatchOptions {
  candidates?: boolean;
}

/**
 * The pins that apply to `items` (missing ones left out), by item index.
 * @throws the lookup's errors.
 */
export async function pinsOf(lookup: PinLookup | undefined, items: readonly ArtistTitleItem[]): Promise<Map<number, LinePin>> {
  const out = new Map<number, LinePin>();
  if (!lookup || !items.length) return out;
  const keys = items.map((q) => matchPinKey(q.name, q.title));
  const pins = await lookup([...new Set(keys)]);
  keys.forEach((k, i) => {
    const pin = pins.get(k);
    if (pin && !pin.missing) out.set(i, pin);
  });
  return out;
}

/**
 * The curated matches of pinned lines: the pinned recording with confidence 100, its credited
 * artists, and the matcher's own comparison of the line with it (`explain`: how the line reads
 * against the recording a person chose; `version` from the same comparison). Lines pinned to "no
 * match", or whose recording the store no longer serves, get none.
 * @throws store errors.
 */
export async function curatedMatches(
  deps: MatcherDeps,
  items: readonly ArtistTitleItem[],
  pins: ReadonlyMap<number, LinePin>,
): Promise<Map<number, ArtistTitleMatch>> {
  const docs = new MatchDocuments(deps.store);
  await docs.load([...pins.values()].flatMap((p) => (p.recordingId === null ? [] : [p.recordingId])));
  const out = new Map<number, ArtistTitleMatch>();
  for (const [i, pin] of pins) {
    const recording = pin.recordingId === null ? undefined : docs.recordings.get(pin.recordingId);
    if (!recording) continue;
    const q = items[i]!;
    const artists = docs.creditedArtists(recording);
    const s = scoreRecordingMatch(q.name, q.title, matchCandidate(recording, artists), undefined, { duration: q.duration });
    out.set(i, {
      recording,
      artists,
      confidence: 100,
      version: s.version,
      explain: s.explain,
      pin: { id: pin.id, scope: pin.scope },
    });
  }
  return out;
}

/**
 * Matches `items` with pins first: a pinned line is answered by its pin (no engine work, not
 * reported as `searched`), every other line by `matchArtistTitles`; with `options.candidates`,
 * each answer carries its candidates (`candidates.ts`).
 * @param lookup the caller's pins (undefined: none).
 * @throws as `matchArtistTitles`; the lookup's and the store's errors.
 */
export async function matchLines(
  deps: MatcherDeps,
  items: readonly ArtistTitleItem[],
  lookup: PinLookup | undefined,
  options: LineOptions = {},
): Promise<LineAnswer[]> {
  const { candidates, ...matchOptions } = options;
  const pins = await pinsOf(lookup, items);
  const curated = pins.size ? await curatedMatches(deps, items, pins) : new Map<number, ArtistTitleMatch>();
  const open = items.map((_, i) => i).filter((i) => !pins.has(i));
  const misses = new Map<number, readonly ArtistTitleMatch[]>();
  if (candidates) matchOptions.onNearMisses = (k, m) => misses.set(k, m);
  const found = open.length
    ? await matchArtistTitles(
        deps,
        open.map((i) => items[i]!),
        matchOptions,
      )
    : [];
  const out: LineAnswer[] = items.map((_, i) => {
    const pin = pins.get(i);
    if (!pin) return { matches: [] };
    const m = curated.get(i);
    return { matches: m ? [m] : [], pin, ...(candidates ? { candidates: [] } : {}) };
  });
  open.forEach((i, k) => {
    const matches = found[k]!;
    out[i] = { matches, ...(candidates ? { candidates: lineCandidates(matches, misses.get(k) ?? []) } : {}) };
  });
  return out;
}
