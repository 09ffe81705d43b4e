import { type RecordingFacts, realSources, resolveRecordings } from './recording-resolution';

const rec = (id: number, title: string, sources: string[], more: Partial<RecordingFacts> = {}): RecordingFacts => ({
  id,
  title,
  mainArtists: [1238],
  mbids: [],
  hasExternalIds: false,
  sources,
  ...more,
});

describe('resolveRecordings', () => {
  it('makes one "Yesterday" of the chart entry and the Discogs tracks of one recording', () => {
    const merges = resolveRecordings([
      rec(4768, 'Yesterday', ['billboard']),
      rec(34757, 'Yesterday', ['discogs'], { durationS: 124, hasExternalIds: true }),
      rec(38823, 'Yesterday', ['discogs'], { durationS: 126, hasExternalIds: true }),
    ]);
    expect(merges.map((m) => [m.mergedId, m.survivingId])).toEqual([
      [34757, 4768],
      [38823, 4768],
    ]);
  });

  it('merges a chart entry and a Discogs track that both hold derived values as records of two sources', () => {
    const facts = [
      rec(4768, 'Yesterday', realSources(['billboard', 'derived'])),
      rec(34757, 'Yesterday', realSources(['derived', 'discogs']), { durationS: 124, hasExternalIds: true }),
    ];
    expect(resolveRecordings(facts).map((m) => [m.mergedId, m.survivingId, m.evidence.reason])).toEqual([
      [34757, 4768, 'same main artists and title, other sources'],
    ]);
  });

  it('keeps versions, far durations of one source and two MusicBrainz recordings apart', () => {
    expect(resolveRecordings([rec(1, 'Yesterday', ['billboard']), rec(2, 'Yesterday (Live)', ['discogs'])])).toEqual([]);
    expect(
      resolveRecordings([
        rec(1, 'Yesterday', ['discogs'], { durationS: 124, hasExternalIds: true }),
        rec(2, 'Yesterday', ['discogs'], { durationS: 170, hasExternalIds: true }),
      ]),
    ).toEqual([]);
    expect(
      resolveRecordings([
        rec(1, 'Yesterday', ['musicbrainz'], { mbids: ['a'] }),
        rec(2, 'Yesterday', ['discogs'], { mbids: ['b'] }),
      ]),
    ).toEqual([]);
  });

  it('does not merge recordings of other main artists', () => {
    expect(
      resolveRecordings([rec(1, 'Yesterday', ['billboard']), rec(2, 'Yesterday', ['discogs'], { mainArtists: [258] })]),
    ).toEqual([]);
  });
});
