import type { FeedChange } from '@mc/store';
import { changeTargets } from './live-index';

const change = (seq: number, kind: string, id: number, extra: Partial<FeedChange> = {}): FeedChange =>
  ({ seq, kind, id, op: 'upsert', dependents: false, ...extra }) as FeedChange;
const ids = (t: ReturnType<typeof changeTargets>) =>
  Object.fromEntries([...t.ids].map(([e, s]) => [e, [...s].sort((a, b) => a - b)]));

describe('changeTargets', () => {
  it('re-indexes search entities by id, popularity changes into their artist or recording, and ignores other kinds', () => {
    const t = changeTargets([
      change(1, 'recording', 7),
      change(2, 'recording', 7, { op: 'delete' }),
      change(3, 'artist', 9, { op: 'merge', mergedInto: 4 }),
      change(4, 'recording_popularity', 8),
      change(5, 'artist_popularity', 5),
      change(6, 'genre', 3),
    ]);
    expect(ids(t)).toEqual({ recording: [7, 8], artist: [5, 9] });
    expect(t.dependents).toEqual({ artists: [], entities: [] });
  });

  it('asks for the documents crediting an artist whose change flags its dependents', () => {
    const t = changeTargets([change(1, 'artist', 9, { dependents: true }), change(2, 'artist', 10)]);
    expect(ids(t)).toEqual({ artist: [9, 10] });
    expect(t.dependents.artists).toEqual([9]);
    expect(t.dependents.entities.sort()).toEqual(['album', 'recording', 'release', 'show']);
  });

  it('splits a flagged change into its own document (scope own) and its dependents (scope dependents)', () => {
    const changes = [change(1, 'artist', 9, { dependents: true }), change(2, 'recording', 7)];
    const own = changeTargets(changes, undefined, undefined, 'own');
    expect(ids(own)).toEqual({ artist: [9], recording: [7] });
    expect(own.dependents).toEqual({ artists: [], entities: [] });
    const dependents = changeTargets(changes, undefined, undefined, 'dependents');
    expect(ids(dependents)).toEqual({});
    expect(dependents.dependents.artists).toEqual([9]);
    expect(dependents.dependents.entities.sort()).toEqual(['album', 'recording', 'release', 'show']);
  });

  it('skips, per index, the changes its last full rebuild already holds', () => {
    const rebuilt = new Map([
      ['artist', 10],
      ['recording', 5],
    ]);
    const t = changeTargets(
      [change(4, 'artist', 1, { dependents: true }), change(11, 'artist', 2), change(6, 'recording', 3)],
      rebuilt,
    );
    expect(ids(t)).toEqual({ artist: [2], recording: [3] });
    expect(t.dependents).toEqual({ artists: [1], entities: ['album', 'release', 'show'] });
  });

  it('limits the targets to one index when asked (a rebuild catching up)', () => {
    const t = changeTargets([change(1, 'artist', 1, { dependents: true }), change(2, 'recording', 3)], new Map(), 'artist');
    expect(ids(t)).toEqual({ artist: [1] });
    expect(t.dependents).toEqual({ artists: [], entities: [] });
  });
});
