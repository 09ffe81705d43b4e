import type { EntityEvidenceRow } from '@mc/store';
import { COMMON_TITLE_ARTISTS, MAX_BLOCK, commonTitlesOf, comparedArtistIds } from './artist-facts';
import { resolveArtists } from './artist-resolution';
import { TitleArtistCounter, addRecordingEvidence, artistFacts, artistOwnFacts } from './resolution-facts';
import { keyHash } from './resolution-scan';

const artistRow = (id: number, name: string, doc: Record<string, unknown> = {}): EntityEvidenceRow => ({
  id,
  doc: { id, name, ...doc } as EntityEvidenceRow['doc'],
  sources: ['billboard'],
});
const recordingRow = (id: number, title: string, artistIds: number[]): EntityEvidenceRow => ({
  id,
  doc: { id, title, artists: artistIds.map((a) => ({ id: a, name: `a${a}`, type: 'MAIN' })) } as EntityEvidenceRow['doc'],
  sources: ['spotify'],
});

describe('comparedArtistIds', () => {
  it('keeps the members of blocks of 2 to MAX_BLOCK artists and leaves alone artists and oversized blocks', () => {
    const crowd = Array.from({ length: MAX_BLOCK + 1 }, (_, i) => artistOwnFacts(artistRow(100 + i, 'John Smith')));
    const facts = [
      artistOwnFacts(artistRow(1, 'Jay-Z')),
      artistOwnFacts(artistRow(2, 'JAY Z')),
      artistOwnFacts(artistRow(3, 'Adele')),
    ];
    const ids = comparedArtistIds([...facts, ...crowd]);
    expect([...ids].sort((x, y) => x - y)).toEqual([1, 2]);
  });
});

describe('recording evidence for compared artists only', () => {
  it('decides the same merges as the facts built from every recording', () => {
    const artists = [
      artistRow(1, 'Pharrell'),
      artistRow(2, 'PHARRELL'),
      artistRow(3, 'Jay-Z'),
      artistRow(4, 'Snoop Dogg'),
      artistRow(5, 'Adele'),
    ];
    const recordings = [
      recordingRow(10, 'Frontin', [1, 3]),
      recordingRow(11, 'Drop It Like Its Hot', [2, 4]),
      recordingRow(12, 'Excuse Me Miss', [2, 3]),
      recordingRow(13, 'Beautiful', [1, 4]),
      recordingRow(14, 'Hello', [5]),
    ];
    const whole = resolveArtists(artistFacts(artists, recordings));
    const facts = new Map(artists.map((r) => [r.id, artistOwnFacts(r)]));
    const compared = comparedArtistIds([...facts.values()]);
    for (const r of recordings) addRecordingEvidence(facts, r, compared);
    expect(facts.get(5)!.recordingTitles.size).toBe(0);
    const counter = new TitleArtistCounter(['hello', 'frontin'], COMMON_TITLE_ARTISTS + 1);
    for (const r of recordings) counter.add(r, (id) => facts.has(id));
    expect(resolveArtists([...facts.values()], new Set(), counter.over(COMMON_TITLE_ARTISTS))).toEqual(whole);
    expect(whole.map((m) => [m.mergedId, m.survivingId])).toEqual([[2, 1]]);
  });
});

describe('TitleArtistCounter', () => {
  it('finds the titles credited to more than the limit of distinct known artists, as commonTitlesOf does', () => {
    const artists = Array.from({ length: COMMON_TITLE_ARTISTS + 2 }, (_, i) => artistRow(i + 1, `Singer ${i}`));
    const recordings = [
      ...artists.map((a, i) => recordingRow(100 + i, 'Intro', [a.id])),
      recordingRow(200, 'Intro', [1]),
      recordingRow(201, 'Rare Song', [1, 2]),
      recordingRow(202, 'Intro', [999]),
    ];
    const counter = new TitleArtistCounter(['intro', 'rare song'], COMMON_TITLE_ARTISTS + 1);
    for (const r of recordings) counter.add(r, (id) => id <= artists.length);
    expect([...counter.over(COMMON_TITLE_ARTISTS)]).toEqual([...commonTitlesOf(artistFacts(artists, recordings))]);
    expect([...counter.over(COMMON_TITLE_ARTISTS)]).toEqual(['intro']);
  });
});

describe('keyHash', () => {
  it('is a stable 48-bit integer that tells different keys apart', () => {
    expect(keyHash('1,2|yesterday')).toBe(keyHash('1,2|yesterday'));
    expect(keyHash('1,2|yesterday')).not.toBe(keyHash('1,2|yesterday live'));
    expect(Number.isSafeInteger(keyHash('x'))).toBe(true);
    expect(keyHash('x')).toBeLessThan(2 ** 48);
  });
});
