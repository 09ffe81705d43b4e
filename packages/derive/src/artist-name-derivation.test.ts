import type { JsonObject } from '@mc/catalog';
import { ArtistNameDeriver } from './artist-name-derivation';

const artist = (id: number, name: string, aliases: string[] = []) => ({
  id,
  doc: { id, name, aliases: aliases.map((alias) => ({ link: 'Alias', alias })) } as JsonObject,
  sources: ['billboard'],
});
const recording = (...credits: [number, string][]): JsonObject => ({
  artists: credits.map(([id, name]) => ({ id, name, link: 'Main' })),
});

describe('ArtistNameDeriver', () => {
  it('serves a merged artist under the name most of its recordings credit, in the spelling with diacritics it holds', () => {
    const d = new ArtistNameDeriver(new Set([1]));
    d.addArtist(artist(1, 'Beyonce Knowles', ['Beyoncé Knowles', 'Beyoncé']));
    for (let i = 0; i < 5; i++) d.addRecording(recording([1, 'Beyonce']));
    d.addRecording(recording([1, 'Beyonce Knowles']));
    const fields = d.fields();
    expect(fields).toEqual([
      expect.objectContaining({ id: 1, field: 'name', value: 'Beyoncé', rule: 'artist-name:most-credited' }),
    ]);
    expect(fields[0]!.evidence).toEqual({
      replaces: 'Beyonce Knowles',
      recordings_per_name: { Beyonce: 5, 'Beyonce Knowles': 1 },
    });
  });

  it('keeps the replaced name and every other credited name as aliases', () => {
    const d = new ArtistNameDeriver(new Set([1]));
    d.addArtist(artist(1, 'Puff Daddy'));
    d.addRecording(recording([1, 'Puff Daddy']));
    d.addRecording(recording([1, 'P. Diddy'], [2, 'Someone']));
    d.addRecording(recording([1, 'P. Diddy']));
    d.addRecording(recording([1, 'Diddy']));
    const byField = Object.fromEntries(d.fields().map((f) => [f.field, f.value]));
    expect(byField).toEqual({
      name: 'P. Diddy',
      aliases: [
        { link: 'Alias', alias: 'Puff Daddy' },
        { link: 'Alias', alias: 'Diddy' },
      ],
    });
  });

  it('keeps the served name on a tie, and counts a recording once per artist', () => {
    const d = new ArtistNameDeriver(new Set([1]));
    d.addArtist(artist(1, 'Zayn', ['ZAYN']));
    d.addRecording(recording([1, 'Zayn']));
    d.addRecording(recording([1, 'Zayn Malik'], [1, 'Zayn Malik']));
    expect(d.fields()).toEqual([expect.objectContaining({ field: 'aliases', value: [{ link: 'Alias', alias: 'Zayn Malik' }] })]);
  });

  it('never renames an artist that no merge touched', () => {
    const d = new ArtistNameDeriver(new Set([2]));
    d.addArtist(artist(1, 'Sting'));
    d.addRecording(recording([1, 'The Police']));
    d.addRecording(recording([1, 'The Police']));
    expect(d.fields()).toEqual([]);
  });
});
