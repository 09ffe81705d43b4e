import type { ArtistSample, RecordingSample } from '@mc/store';
import { mapLine } from '@mc/catalog-file';
import { buildGeneratorModel } from './model';
import { ARTISTS_PER_RECORDING, REAL_TITLE_RATE, generatedLineCount, generatedLines, recordingLine } from './generator';
import { recordingsToGenerate } from './generated';

const rec = (title: string, names: string[], year = 2001): RecordingSample => ({
  title,
  credits: names.map((name, i) => ({ name, type: i ? 'FEAT' : 'MAIN' })),
  duration: '00:03:30',
  year,
});
const recordings: RecordingSample[] = [
  ...Array.from({ length: 20 }, () => rec('Hold On', ['Wilson Phillips'])),
  rec('Stay With Me Tonight', ['Sam Smith', 'Mary J. Blige'], 2014),
  rec('Love Me Do', ['The Beatles'], 1962),
  rec('Hold Me Now', ['Thompson Twins'], 1984),
];
const artists: ArtistSample[] = [
  { name: 'Sam Smith', type: 'Person', aliases: [] },
  { name: 'Mary Blige', type: 'Person', aliases: ['MJB'] },
  { name: 'The Beatles', type: 'Group', aliases: [] },
  { name: 'Thompson Twins', type: 'Group', aliases: [] },
  { name: '방탄소년단', type: 'Group', aliases: ['BTS'] },
];
const model = buildGeneratorModel(recordings, artists);

describe('catalog generator', () => {
  it('measures rates on the real samples', () => {
    expect(model.rates.featuring).toBeCloseTo(1 / 23);
    expect(model.rates.alias).toBeCloseTo(2 / 5);
    expect(model.rates.nonLatin).toBeCloseTo(1 / 5);
    expect(model.firstNames).toEqual(['Sam', 'Mary']);
  });

  it('is deterministic for a seed and differs for another seed', () => {
    const a = [...generatedLines(model, 7, 50)];
    expect([...generatedLines(model, 7, 50)]).toEqual(a);
    expect([...generatedLines(model, 8, 50)]).not.toEqual(a);
  });

  it('yields the artists first, then the counted recordings', () => {
    const lines = [...generatedLines(model, 1, 100)];
    expect(lines).toHaveLength(generatedLineCount(100));
    expect(lines.filter((l) => l.kind === 'artist')).toHaveLength(100 * ARTISTS_PER_RECORDING);
    expect(lines.slice(-100).every((l) => l.kind === 'recording')).toBe(true);
  });

  it('never ends a chained title on a joiner without letters or digits', () => {
    const joined = buildGeneratorModel(
      [
        rec('Angel - Remastered', ['Shaggy']),
        rec('Rock & Roll', ['Led Zeppelin']),
        rec('Hold On', ['Wilson Phillips']),
        rec('Stay', ['Rihanna']),
      ],
      artists,
    );
    const titles = Array.from({ length: 500 }, (_, j) => recordingLine(joined, 5, j, 100).title as string);
    expect(titles.filter((t) => /\s[-&]$/.test(t))).toEqual([]);
    expect(titles).toContain('Angel - Remastered');
  });

  it('reuses common real titles often (many songs called "Hold On")', () => {
    const titles = Array.from({ length: 2000 }, (_, j) => recordingLine(model, 3, j, 400).title);
    const holdOn = titles.filter((t) => t === 'Hold On').length / titles.length;
    // 20 of 23 real titles are "Hold On": at least the verbatim share of them, plus chains.
    expect(holdOn).toBeGreaterThan(REAL_TITLE_RATE * 0.7);
    expect(new Set(titles).size).toBeGreaterThan(3);
  });

  it('produces lines the catalog-file mapping accepts', () => {
    for (const [i, line] of [...generatedLines(model, 5, 200)].entries())
      expect(mapLine('generated', i + 1, line)).not.toHaveProperty('reason');
  });

  it('tops up to the target, never below zero', () => {
    expect(recordingsToGenerate(1_000_000, 210_000)).toBe(790_000);
    expect(recordingsToGenerate(100, 210_000)).toBe(0);
  });
});
