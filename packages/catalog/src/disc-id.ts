/**
 * CD tables of contents (TOC) and MusicBrainz disc ids.
 *
 * A TOC is what a CD drive reads from a disc: the first and last audio track numbers, the
 * lead-out offset (the sector where the last track ends) and the start sector of every track.
 * Offsets are CD sectors (frames) counted from the start of the disc including the standard
 * 2-second (150-sector) pre-gap; 75 sectors make one second.
 *
 * The disc id algorithm is MusicBrainz's ("Disc ID Calculation",
 * https://musicbrainz.org/doc/Disc_ID_Calculation, as implemented by libdiscid): SHA-1 over the
 * ASCII text of the first track number (2 uppercase hex digits), the last track number (2 hex
 * digits) and 100 offsets of 8 uppercase hex digits each — index 0 the lead-out, index N the
 * offset of track N, 0 for track numbers not on the disc — then base64 with `+`→`.`, `/`→`_`,
 * `=`→`-` (28 characters).
 */
import { createHash } from 'node:crypto';

/** A CD table of contents. Offsets and lead-out in sectors (75 per second). */
export interface CdToc {
  /** Number of the first audio track (1..99, usually 1). */
  firstTrack: number;
  /** Number of the last audio track (firstTrack..99). */
  lastTrack: number;
  /** Lead-out offset: the sector right after the last track. */
  leadout: number;
  /** Start sector of each track from firstTrack to lastTrack (strictly increasing). */
  offsets: number[];
}

/** A stored TOC of one release medium (`disc_toc` row, read by `@mc/store`). */
export interface StoredToc {
  releaseId: number;
  /** MusicBrainz disc id of `toc`. */
  discId: string;
  toc: CdToc;
}

/** A TOC that cannot be valid; the message names the problem. */
export class TocError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TocError';
  }
}

/** Sectors per second of CD audio. */
export const SECTORS_PER_SECOND = 75;

/**
 * Checks a TOC's invariants: track numbers in 1..99 with first ≤ last, one offset per track,
 * non-negative integers, offsets strictly increasing, lead-out after the last offset.
 * @throws {TocError} naming the first problem found.
 */
export function validateToc(toc: CdToc): CdToc {
  const { firstTrack, lastTrack, leadout, offsets } = toc;
  for (const [name, v] of [
    ['first track', firstTrack],
    ['last track', lastTrack],
  ] as const) {
    if (!Number.isInteger(v) || v < 1 || v > 99) throw new TocError(`${name} ${v} is out of range 1..99`);
  }
  if (lastTrack < firstTrack) throw new TocError(`last track ${lastTrack} is before first track ${firstTrack}`);
  const expected = lastTrack - firstTrack + 1;
  if (offsets.length !== expected) {
    throw new TocError(
      `wrong number of track offsets: tracks ${firstTrack}..${lastTrack} need ${expected}, got ${offsets.length}`,
    );
  }
  if (!Number.isInteger(leadout) || leadout < 0) throw new TocError(`lead-out ${leadout} is not a non-negative integer`);
  offsets.forEach((o, i) => {
    if (!Number.isInteger(o) || o < 0)
      throw new TocError(`offset of track ${firstTrack + i} (${o}) is not a non-negative integer`);
    if (i > 0 && o <= offsets[i - 1]!) {
      throw new TocError(
        `offsets not increasing: track ${firstTrack + i} starts at ${o}, not after track ${firstTrack + i - 1} at ${offsets[i - 1]}`,
      );
    }
  });
  const last = offsets[offsets.length - 1]!;
  if (leadout <= last) throw new TocError(`lead-out ${leadout} is not after the last track offset ${last}`);
  return toc;
}

/**
 * Parses the MusicBrainz full-TOC text `first last leadout offset1 … offsetN` (values separated
 * by spaces and/or `+`, as in `?toc=1+3+60295+150+22352+38335`).
 * @returns the validated TOC.
 * @throws {TocError} on empty input, a non-numeric value, a wrong count or an invalid TOC.
 */
export function parseToc(text: string): CdToc {
  const parts = text
    .trim()
    .split(/[\s+]+/)
    .filter((p) => p !== '');
  if (parts.length === 0) throw new TocError('empty TOC');
  const values = parts.map((p) => {
    if (!/^\d+$/.test(p)) throw new TocError(`non-numeric value "${p}" in TOC`);
    return Number(p);
  });
  if (values.length < 4) {
    throw new TocError(`TOC needs at least 4 values (first last leadout offset1), got ${values.length}`);
  }
  const [firstTrack, lastTrack, leadout, ...offsets] = values as [number, number, number, ...number[]];
  return validateToc({ firstTrack, lastTrack, leadout, offsets });
}

/**
 * Computes the MusicBrainz disc id of a TOC (algorithm in the module comment).
 * @returns the 28-character disc id, e.g. `W01Qvrvwkaz2Cm.IQm55_RHoRxs-`.
 * @throws {TocError} when the TOC is invalid.
 */
export function discIdFromToc(toc: CdToc): string {
  validateToc(toc);
  const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');
  let text = hex(toc.firstTrack, 2) + hex(toc.lastTrack, 2) + hex(toc.leadout, 8);
  for (let track = 1; track <= 99; track++) {
    const i = track - toc.firstTrack;
    text += hex(i >= 0 && i < toc.offsets.length ? toc.offsets[i]! : 0, 8);
  }
  return createHash('sha1').update(text, 'ascii').digest('base64').replace(/\+/g, '.').replace(/\//g, '_').replace(/=/g, '-');
}

/**
 * Length of each track in sectors: next track's offset (or the lead-out) minus its own.
 * Divide by {@link SECTORS_PER_SECOND} for seconds.
 * @throws {TocError} when the TOC is invalid.
 */
export function trackDurationsFromToc(toc: CdToc): number[] {
  validateToc(toc);
  return toc.offsets.map((o, i) => (toc.offsets[i + 1] ?? toc.leadout) - o);
}

/** The TOC as MusicBrainz full-TOC text `first last leadout offset1 … offsetN` (space-separated). */
export function formatToc(toc: CdToc): string {
  return [toc.firstTrack, toc.lastTrack, toc.leadout, ...toc.offsets].join(' ');
}
