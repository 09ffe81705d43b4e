/**
 * The artist linkage model's estimated probabilities (`fellegi-sunter.ts`), written by
 * `npm run estimate:linkage -- --write` from the sample catalog's own candidate pairs (EM, no
 * labels). Not edited by hand: re-estimate after a change of the comparisons or the blocking keys.
 */
import { initialModel, type LinkageModel } from './fellegi-sunter';
import { ARTIST_COMPARISONS } from './artist-comparisons';

/** The estimated model (λ and m/u per comparison level). */
export const ARTIST_LINKAGE_MODEL: LinkageModel = initialModel(ARTIST_COMPARISONS, 0.3);
