/**
 * Test fixture: the {@link ArtistFacts} of a Billboard-only artist named `name`, no ids of other
 * sources, no members, no recordings and no co-credits, with `more` over it.
 */
import type { ArtistFacts } from './artist-facts';

export const billboardArtistFacts = (id: number, name: string, more: Partial<ArtistFacts> = {}): ArtistFacts => ({
  id,
  names: [name],
  sources: ['billboard'],
  mbids: [],
  discogsIds: [],
  memberIds: [],
  recordingTitles: new Set(),
  coCredits: new Set(),
  years: [],
  disambiguated: false,
  ...more,
});
