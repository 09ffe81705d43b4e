import { artistNameKey } from '@mc/text-analysis';
import { isNamePrefix } from './artist-facts';
import { linkArtists, resolveArtists } from './artist-resolution';
import { LINKAGE_POLICY } from './linkage/artist-linkage';
import { billboardArtistFacts } from './artist-facts.fixture';

const artist = billboardArtistFacts;

describe('artistNameKey', () => {
  it('folds case, punctuation and a leading "the" only', () => {
    expect(artistNameKey('Jay-Z')).toBe(artistNameKey('JAY Z'));
    expect(artistNameKey('The Beatles')).toBe(artistNameKey('Beatles'));
    expect(artistNameKey('El DeBarge')).not.toBe(artistNameKey('DeBarge'));
  });
});

describe('isNamePrefix', () => {
  it('accepts a name that starts the other and refuses credits and other words', () => {
    expect(isNamePrefix('Janet', 'Janet Jackson')).toBe(true);
    expect(isNamePrefix('Soulja Boy', "Soulja Boy Tell'em")).toBe(true);
    expect(isNamePrefix('Drake', 'Drake & Cash Cobain')).toBe(false);
    expect(isNamePrefix('Rich Gang', 'Rich Homie Quan')).toBe(false);
  });
});

describe('resolveArtists', () => {
  it('merges chart spellings sharing a collaborator into the lowest id', () => {
    const merges = resolveArtists([
      artist(5565, 'Jay-Z', { coCredits: new Set([6774]) }),
      artist(6484, 'Jay Z', { coCredits: new Set([6774]) }),
      artist(7422, 'JAY Z', { coCredits: new Set([6774]) }),
    ]);
    expect(merges.map((m) => [m.mergedId, m.survivingId])).toEqual([
      [6484, 5565],
      [7422, 5565],
    ]);
    expect(merges[0]!.rule).toBe('artist:scored-linkage');
    expect(merges[0]!.evidence).toMatchObject({
      pair: [5565, 6484],
      comparisons: { collaborators: expect.stringMatching(/^one /u) },
    });
  });

  it('merges the same name with the same birth date (BoA, MusicBrainz and kpopnet)', () => {
    const merges = resolveArtists([
      artist(9243, 'BoA', { sources: ['musicbrainz'], birthDate: '1986-11-05', mbids: ['a16d'] }),
      artist(17914, 'BoA', { sources: ['kpopnet'], birthDate: '1986-11-05' }),
    ]);
    expect(merges).toEqual([expect.objectContaining({ mergedId: 17914, survivingId: 9243 })]);
  });

  it('merges on a shared Discogs id (The Beatles of MusicBrainz and of the chart)', () => {
    const merges = resolveArtists([
      artist(1238, 'The Beatles', { sources: ['billboard', 'discogs'], discogsIds: [82730] }),
      artist(9292, 'The Beatles', { sources: ['musicbrainz'], discogsIds: [82730], mbids: ['b10b'] }),
    ]);
    expect(merges).toEqual([expect.objectContaining({ mergedId: 9292, survivingId: 1238 })]);
  });

  it('merges one exact name in two sources with nothing that says they differ', () => {
    const merges = resolveArtists([artist(1, 'Aurora'), artist(2, 'Aurora', { sources: ['discogs'] })]);
    expect(merges).toEqual([expect.objectContaining({ mergedId: 2, survivingId: 1, rule: 'artist:scored-linkage' })]);
    expect((merges[0]!.evidence.weight as number) >= LINKAGE_POLICY.merge).toBe(true);
  });

  it('keeps one name in one source with careers decades apart as two artists', () => {
    expect(
      resolveArtists([artist(1, 'Pendulum', { years: [1968, 1969] }), artist(2, 'Pendulum', { years: [2008, 2010] })]),
    ).toEqual([]);
  });

  it('lists a pair between the two thresholds for review and leaves it apart', () => {
    const { merges, review } = linkArtists([
      artist(1, 'Ke$ha', { names: ['Ke$ha', 'Kesha Sebert'] }),
      artist(2, 'Kesha Sebert', { sources: ['discogs'] }),
    ]);
    expect(merges).toEqual([]);
    expect(review.length).toBeGreaterThan(0);
    for (const p of review) expect(p.weight.total).toBeGreaterThanOrEqual(LINKAGE_POLICY.review);
    for (const p of review) expect(p.weight.total).toBeLessThan(LINKAGE_POLICY.merge);
  });

  it('never merges a pair sharing only a word, however strong, and lists it for review', () => {
    const shared = { coCredits: new Set([7, 8]), years: [2015, 2020] };
    const { merges, review } = linkArtists([artist(1, 'Luke Bryan', shared), artist(2, 'Luke Combs', shared)]);
    expect(merges).toEqual([]);
    expect(review.map((p) => [p.a, p.b, p.block])).toEqual([[1, 2, 'g:luke']]);
    expect(review[0]!.weight.total).toBeGreaterThanOrEqual(LINKAGE_POLICY.merge);
  });

  it('lists no pair for review that cannot be one artist (different birth dates)', () => {
    const born = (id: number, birthDate: string) => ({ ...artist(id, 'Angelina'), birthDate });
    expect(linkArtists([born(1, '1990-01-01'), born(2, '1975-05-05')]).review).toEqual([]);
  });
});

describe('resolveArtists against evidence', () => {
  it('keeps one name with evidence against as two artists', () => {
    const t = new Set(['home']);
    expect(
      resolveArtists([
        artist(1, 'Mina', { birthDate: '1940-03-25', recordingTitles: t }),
        artist(2, 'Mina', { birthDate: '1999-01-01', recordingTitles: t }),
      ]),
    ).toEqual([]);
    expect(
      resolveArtists([
        artist(1, 'Nirvana', { mbids: ['uk'], recordingTitles: t }),
        artist(2, 'Nirvana', { mbids: ['us'], recordingTitles: t }),
      ]),
    ).toEqual([]);
  });

  it('does not merge a pair an operator vetoed', () => {
    const a = [artist(1, 'Outkast', { coCredits: new Set([9]) }), artist(2, 'OutKast', { coCredits: new Set([9]) })];
    expect(resolveArtists(a)).toHaveLength(1);
    expect(resolveArtists(a, new Set(['1:2']))).toEqual([]);
  });

  it('refuses a transitive merge that would join two MusicBrainz ids', () => {
    const t = new Set(['song']);
    const merges = resolveArtists([
      artist(1, 'Rainbow', { mbids: ['a'], recordingTitles: t }),
      artist(2, 'Rainbow', { recordingTitles: t }),
      artist(3, 'Rainbow', { mbids: ['b'], recordingTitles: t }),
    ]);
    expect(merges.map((m) => m.mergedId)).toEqual([2]);
  });
});

describe('resolveArtists block order', () => {
  it('decides equal names before name prefixes (Alice Cooper of the chart joins the Discogs "Alice Cooper")', () => {
    const t = new Set(['elected', 'under my wheels']);
    const merges = resolveArtists([
      artist(2430, 'Alice Cooper', { recordingTitles: t }),
      artist(13180, 'Alice Cooper', { sources: ['discogs'], discogsIds: [48433], recordingTitles: t }),
      artist(13882, 'Alice Cooper (2)', { sources: ['discogs'], discogsIds: [463597], recordingTitles: t }),
    ]);
    expect(merges.map((m) => [m.mergedId, m.survivingId])).toEqual([[13180, 2430]]);
  });
});

describe('resolveArtists on a first-word block', () => {
  it("keeps names sharing only a word apart even with two shared collaborators (relatives and a scene share them: the rule's own u)", () => {
    expect(
      resolveArtists([
        artist(6365, 'Luke Bryan', { coCredits: new Set([5592, 7233]), years: [2007, 2024] }),
        artist(7463, 'Luke Combs', {
          sources: ['billboard', 'spotify'],
          coCredits: new Set([5592, 7233, 6000]),
          years: [2017, 2024],
        }),
      ]),
    ).toEqual([]);
  });
  it('keeps a short name and a longer one apart on a single shared collaborator', () => {
    expect(
      resolveArtists([
        artist(6107, 'Baby', { coCredits: new Set([6606]) }),
        artist(6535, 'Baby Bash', { coCredits: new Set([6606]) }),
      ]),
    ).toEqual([]);
  });
});
