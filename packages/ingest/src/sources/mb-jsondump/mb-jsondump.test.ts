import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { asRef } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import {
  type MbEventRow,
  type MbGenreRow,
  genreRef,
  groupEventRows,
  mapEvent,
  mapGenre,
  mapShowType,
  mbidFromUrl,
  subgenreParent,
} from './mb-jsondump';

const dir = join(__dirname, '../../../../../data/musicbrainz_jsondump_flattened_ddmal');
const genres = parse(readFileSync(join(dir, 'genre.csv')), { columns: true }) as MbGenreRow[];
const events = groupEventRows(parse(readFileSync(join(dir, 'event.csv')), { columns: true, relax_quotes: true }) as MbEventRow[]);
const event = (mbid: string) => events.find((g) => g[0]!.event_id.endsWith(mbid))!;

describe('MusicBrainz genres', () => {
  it('maps a genre under the folded-name genre ref with no parent (the dump has no genre relationships)', () => {
    const c = mapGenre(genres.find((g) => g.name === 'hip hop')!)!;
    expect(asRef(c.entity)).toEqual({ $ref: 'genre', source: 'genre', key: 'hip hop' });
    expect(c.doc).toEqual({ id: c.entity, name: 'hip hop' });
    expect(c.parent).toBeUndefined();
  });

  it('takes a parent only from a "<genre> subgenre" disambiguation naming a known genre', () => {
    const known = new Map(genres.map((g) => [foldForMatch(g.name), g.name]));
    const c = mapGenre(
      genres.find((g) => g.name === 'tearout')!,
      known,
    )!;
    expect(c.doc.parent_genre).toEqual({ id_genre: genreRef('dubstep'), name: 'dubstep' });
    expect(c.parent).toEqual(genreRef('dubstep'));
    expect(subgenreParent('trap subgenre', known)).toBe('trap');
    expect(subgenreParent('Colombian electronic genre', known)).toBeNull();
    expect(subgenreParent('imaginary subgenre', known)).toBeNull();
  });

  it('folds punctuation so "r&b" is found under the key other sources use', () => {
    const c = mapGenre(genres.find((g) => g.name === 'r&b')!)!;
    expect(asRef(c.entity).key).toBe('r b');
  });

  it('has 1,950 genres of which exactly one pair folds to the same key', () => {
    expect(genres).toHaveLength(1950);
    const keys = genres.map((g) => asRef(mapGenre(g)!.entity).key);
    expect(keys.length - new Set(keys).size).toBe(1);
  });
});

describe('MusicBrainz events as shows', () => {
  it('groups the flattened continuation rows back into one event per MBID', () => {
    expect(events).toHaveLength(3377);
  });

  it('maps an event to a show with its name and type', () => {
    const c = mapEvent(event('6c56e174-2ca2-4aa9-aede-ea237eec4d91'))!;
    expect(asRef(c.entity)).toEqual({ $ref: 'show', source: 'mb_jsondump', key: '6c56e174-2ca2-4aa9-aede-ea237eec4d91' });
    expect(c.doc.name).toBe('Bone Six at Universität/Markt');
    expect(c.doc.type).toEqual({ id: mapShowType('Concert').entity, name: 'Concert' });
    expect(c.doc.description).toBeUndefined();
    expect(c.doc.year).toBeUndefined();
    expect(c.doc.artists).toBeUndefined();
  });

  it('keeps the disambiguation as description and marks cancelled events', () => {
    const withDisamb = events.find((g) => g[0]!.disambiguation === 'private birthday party for Clarence Clemons')!;
    expect(mapEvent(withDisamb)!.doc.description).toBe('private birthday party for Clarence Clemons');
    const cancelled = events.find((g) => g[0]!.cancelled === 'True')!;
    expect(mapEvent(cancelled)!.doc.cancelled).toBe(true);
  });

  it('leaves the type out of an event without type', () => {
    const untyped = events.find((g) => g[0]!.type === '')!;
    expect(mapEvent(untyped)!.doc.type).toBeUndefined();
  });

  it('refuses an event without name', () => {
    expect(mapEvent([{ event_id: 'https://musicbrainz.org/event/6c56e174-2ca2-4aa9-aede-ea237eec4d91', name: '' }])).toBeNull();
  });

  it('reads the MBID at the end of a MusicBrainz URL', () => {
    expect(mbidFromUrl('https://musicbrainz.org/genre/18797864-41b0-4602-8241-adbee761774c')).toBe(
      '18797864-41b0-4602-8241-adbee761774c',
    );
    expect(mbidFromUrl('not a url')).toBeNull();
  });
});
