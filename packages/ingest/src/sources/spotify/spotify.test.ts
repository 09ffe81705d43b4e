import { join } from 'node:path';
import { asRef } from '@mc/catalog';
import { linkArtistKey } from '@mc/text-analysis';
import { buildBillboardCatalog, readBillboardWeeks } from '../billboard/billboard';
import {
  buildBillboardTitleIndex,
  linkToBillboard,
  mapAudioDescriptors,
  mapLinkedRecording,
  mapUnlinkedRecording,
  moodsFromValenceEnergy,
  readSpotifyRows,
  spotifyGenres,
  titleForMatch,
} from './spotify';

const dataDir = join(__dirname, '../../../../../data');
const rows = readSpotifyRows(dataDir);
const index = buildBillboardTitleIndex(buildBillboardCatalog(readBillboardWeeks(dataDir).weeks));
const row = (artist: string, song: string) => rows.find((r) => r.artist === artist && r.song === song)!;

describe('Spotify → Billboard linking on real rows', () => {
  it('links a "(feat. X)" title to the Billboard "Featuring" credit', () => {
    const link = linkToBillboard(row('Chris Brown', 'Kiss Kiss (feat. T-Pain)'), index);
    expect(link.kind === 'linked' && link.candidate.key).toBe('Chris Brown Featuring T-Pain\u0001Kiss Kiss');
    expect(link.kind === 'linked' && link.artistName).toBe('Chris Brown');
  });
  it("links *NSYNC to 'N Sync by comparing letters and digits only", () => {
    expect(linkArtistKey('*NSYNC')).toBe(linkArtistKey("'N Sync"));
    const link = linkToBillboard(row('*NSYNC', "It's Gonna Be Me"), index);
    expect(link.kind === 'linked' && link.candidate.key).toBe("'N Sync\u0001It's Gonna Be Me");
  });
  it('breaks a tie with the strict title ("Love Story" is not "Love Story (Taylor\'s Version)")', () => {
    const link = linkToBillboard(row('Taylor Swift', 'Love Story'), index);
    expect(link.kind === 'linked' && link.candidate.key).toBe('Taylor Swift\u0001Love Story');
  });
  it('does not link when several Billboard recordings fit', () => {
    expect(linkToBillboard(row('*NSYNC', 'Bye Bye Bye'), index).kind).toBe('ambiguous');
  });
  it('links a "(with X)" title to a Billboard collaboration credit kept whole, by its leading artist', () => {
    const link = linkToBillboard(row('benny blanco', 'Eastside (with Halsey & Khalid)'), index);
    expect(link.kind === 'linked' && link.candidate.key).toBe('benny blanco, Halsey & Khalid\u0001Eastside');
    const kygo = linkToBillboard(row('Kygo', "It Ain't Me (with Selena Gomez)"), index);
    expect(kygo.kind === 'linked' && kygo.candidate.key).toBe("Kygo x Selena Gomez\u0001It Ain't Me");
  });
  it('reads "&" in a title as "and"', () => {
    expect(titleForMatch('Black Horse & The Cherry Tree')).toBe(titleForMatch('Black Horse And The Cherry Tree'));
    const link = linkToBillboard(row('KT Tunstall', 'Black Horse And The Cherry Tree'), index);
    expect(link.kind === 'linked' && link.candidate.key).toBe('KT Tunstall\u0001Black Horse & The Cherry Tree');
  });
  it('does not link a song that never made the Hot 100', () => {
    expect(linkToBillboard(row("Bomfunk MC's", 'Freestyler'), index).kind).toBe('none');
  });
  it('folds titles without brackets, feat. and edit tails', () => {
    expect(titleForMatch('Do You Really Like It? - Radio Edit')).toBe('doyoureallylikeit');
    expect(titleForMatch('Touch Me (Radio Edit) [feat. Cassandra]')).toBe('touchme');
  });
  it('reads any dash tail outside brackets as a subtitle', () => {
    expect(titleForMatch('Lady - Hear Me Tonight')).toBe(titleForMatch('Lady (Hear Me Tonight)'));
    expect(titleForMatch('Sunflower - Spider-Man: Into the Spider-Verse')).toBe('sunflower');
    expect(titleForMatch('Savage Love (Laxed - Siren Beat)')).toBe('savagelove');
    expect(titleForMatch('Hold On - Remix (feat. X)')).toBe('holdon');
  });
});

describe('Spotify mapping', () => {
  const kiss = row('Chris Brown', 'Kiss Kiss (feat. T-Pain)');
  it('maps audio features to RecordingAudioDescriptors and moods', () => {
    expect(mapAudioDescriptors(kiss)).toMatchObject({
      bpm: 140.043,
      valence: 0.551,
      arousal: 0.658,
      intensity: 0.658,
      loudness: -3.386,
    });
    const moods = moodsFromValenceEnergy(0.5, 1);
    expect(moods).toEqual([
      { name: 'happy', value: 0.5 },
      { name: 'calm', value: 0 },
      { name: 'sad', value: 0 },
      { name: 'tense', value: 0.5 },
    ]);
  });
  it('contributes duration, genre, year and the Spotify title to a linked recording', () => {
    const c = mapLinkedRecording(kiss, 'Kiss Kiss');
    expect(c.doc).toMatchObject({ duration: '00:04:11', year: 2007, alt_titles: ['Kiss Kiss (feat. T-Pain)'] });
    expect(asRef((c.doc.genre as { id_genre: number }).id_genre)).toEqual({ $ref: 'genre', source: 'genre', key: 'hip hop' });
    expect(c.doc.title).toBeUndefined();
  });
  it('makes its own recording of an unlinked row', () => {
    const c = mapUnlinkedRecording(row("Bomfunk MC's", 'Freestyler'));
    expect(c.doc).toMatchObject({ title: 'Freestyler', artists: [{ name: "Bomfunk MC's", type: 'MAIN', link: 'Main' }] });
  });
  it('splits genre strings and ignores set()', () => {
    expect(spotifyGenres('Dance/Electronic')).toEqual(['Dance', 'Electronic']);
    expect(spotifyGenres('pop, R&B')).toEqual(['pop', 'R&B']);
    expect(spotifyGenres('set()')).toEqual([]);
  });
});
