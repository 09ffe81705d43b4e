/**
 * The credits of a chart "performer" string (Billboard's `artist` column, e.g. "Jamie Foxx
 * Featuring T-Pain", "Lil Wayne, Wiz Khalifa & Imagine Dragons With Logic & Ty Dolla $ign Feat. X
 * Ambassadors") as the contract's `Recording` credits. The split is matching's `splitArtistCredit` given the chart's
 * evidence (`packages/text-analysis/src/chart-credit.ts` documents the algorithm); this module only
 * gives each name its credit type.
 */
import { type ChartEvidence, splitArtistCredit } from '@mc/text-analysis';

/** One artist credit of a performer string. */
export interface PerformerCredit {
  /** The artist name as printed in the performer string. */
  name: string;
  /** `MAIN` for the main artists, `FEAT` for featured ones (`artists[].type` of the contract's `Recording`). */
  type: 'MAIN' | 'FEAT';
}

/**
 * The credits of a performer string ("Jamie Foxx Featuring T-Pain" → MAIN Jamie Foxx, FEAT T-Pain).
 * @param evidence what charts on its own (`knownPerformerNames`) and with how many songs
 *   (`performerSongCounts`), over every performer string of the chart data.
 * @returns the credits in printed order, main first; at least one MAIN credit for a non-empty
 *   string; a name appears once (first credit wins).
 */
export function performerCredits(performer: string, evidence: ChartEvidence): PerformerCredit[] {
  const { main, featured } = splitArtistCredit(performer, { evidence });
  return [...main.map((name) => ({ name, type: 'MAIN' as const })), ...featured.map((name) => ({ name, type: 'FEAT' as const }))];
}
