import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TocError, discIdFromToc, formatToc, parseToc, trackDurationsFromToc } from './disc-id';

const dataDir = join(__dirname, '../../../data');

function tsvRows(path: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
  const cols = head!.split('\t');
  return lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [cols[i], v])));
}

describe('discIdFromToc', () => {
  const rows = tsvRows(join(dataDir, 'musicbrainz_server_fixtures/cdtoc_webservice.tsv'));

  it('reads all 50 TOCs of the webservice fixture', () => {
    expect(rows).toHaveLength(50);
  });

  it.each(rows.map((r) => [r.discid!, r] as const))('computes the stored disc id %s', (discid, r) => {
    const toc = parseToc(`${r.first_track} ${r.track_count} ${r.leadout_offset} ${r.track_offsets}`);
    expect(discIdFromToc(toc)).toBe(discid);
  });

  it('matches the disc ids computed for the picard rip-log TOCs', () => {
    for (const r of tsvRows(join(dataDir, 'musicbrainz_ws_json_picard/rip_logs/expected_mb_tocs.tsv'))) {
      const toc = parseToc(`${r.first_track} ${r.last_track} ${r.leadout_offset} ${r.track_offsets}`);
      expect(discIdFromToc(toc)).toBe(r.discid_computed);
    }
  });
});

describe('parseToc', () => {
  it('accepts "+"-separated TOCs as used in web service URLs', () => {
    expect(parseToc('1+3+60295+150+22352+38335')).toEqual({
      firstTrack: 1,
      lastTrack: 3,
      leadout: 60295,
      offsets: [150, 22352, 38335],
    });
    expect(discIdFromToc(parseToc('1+3+60295+150+22352+38335'))).toBe('W01Qvrvwkaz2Cm.IQm55_RHoRxs-');
  });

  it('round-trips through formatToc', () => {
    expect(formatToc(parseToc(' 1 3  60295 150 22352 38335 '))).toBe('1 3 60295 150 22352 38335');
  });

  it.each([
    ['', /empty TOC/],
    ['1 3 60295 150 22352 abc', /non-numeric value "abc"/],
    ['1 3 60295 150 -5 38335', /non-numeric value "-5"/],
    ['1 3 60295', /at least 4 values/],
    ['1 3 60295 150 22352', /wrong number of track offsets: tracks 1\.\.3 need 3, got 2/],
    ['1 2 60295 150 22352 38335', /wrong number of track offsets/],
    ['1 3 60295 150 38335 22352', /offsets not increasing: track 3/],
    ['1 3 30000 150 22352 38335', /lead-out 30000 is not after the last track offset 38335/],
    ['0 3 60295 150 22352 38335', /first track 0 is out of range 1\.\.99/],
    ['1 100 60295 150', /last track 100 is out of range/],
    ['5 3 60295 150', /last track 3 is before first track 5/],
  ])('rejects %j', (text, message) => {
    expect(() => parseToc(text)).toThrow(TocError);
    expect(() => parseToc(text)).toThrow(message);
  });
});

describe('trackDurationsFromToc', () => {
  it('gives each track length in sectors up to the next offset or the lead-out', () => {
    expect(trackDurationsFromToc(parseToc('1 3 60295 150 22352 38335'))).toEqual([22202, 15983, 21960]);
  });

  it('places track offsets by track number when the first track is not 1', () => {
    const id = discIdFromToc({ firstTrack: 2, lastTrack: 3, leadout: 5000, offsets: [150, 2000] });
    expect(id).toHaveLength(28);
    expect(id).not.toBe(discIdFromToc({ firstTrack: 1, lastTrack: 2, leadout: 5000, offsets: [150, 2000] }));
  });
});
