/**
 * Names that say the artist is an ensemble: a cast, an orchestra, a choir, a band. MusicBrainz
 * types such artists `Group` (its artist types: Person, Group, Orchestra, Choir — the contract has
 * `Person` | `Band`), so a name holding one of {@link ENSEMBLE_WORDS} as a whole word is a `Band`
 * when no source states a type (derive rule `artist-type:ensemble-name`).
 */
import { foldForMatch } from './fold';

/** Whole words that name an ensemble, folded ("Encanto Cast", "The Mormon Tabernacle Choir"). */
export const ENSEMBLE_WORDS: ReadonlySet<string> = new Set([
  'band',
  'cast',
  'choir',
  'chorale',
  'chorus',
  'ensemble',
  'orchestra',
  'philharmonic',
  'quartet',
  'quintet',
  'sextet',
  'singers',
  'symphony',
  'trio',
]);

/**
 * The ensemble word of `name` (module doc), or undefined. Pure.
 * @example ensembleWord('Encanto Cast') === 'cast'; ensembleWord('Bandit') === undefined
 */
export function ensembleWord(name: string): string | undefined {
  return foldForMatch(name)
    .split(/[^\p{L}\p{N}]+/u)
    .find((w) => ENSEMBLE_WORDS.has(w));
}
