/**
 * Import-time link decisions (migration 016, docs/entity-resolution.md "Import-time links"), on the
 * cheapest linking importer, `jp_readings`, fed a dictionary of two names, in a database of this
 * test only with one MusicBrainz artist named like one of them: the run records its link with the
 * rule and evidence; `resolve --undo-link` (the store's veto) and a forced re-import keep the name
 * apart from the MusicBrainz artist, in that run and the next. Then the Spotify importer, on the
 * shipped sample, records a decision for each of its Billboard links, with the ids its `sameAs` gave.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { ref } from '@mc/catalog';
import { CatalogWriter, listLinkDecisions, listLinkVetoes, materializePending, vetoLinkDecision } from '@mc/store';
import { IMPORTERS, runImports } from '@mc/ingest';
import { formatLinkDecision } from '@mc/cli';
import { config } from '@mc/config';
import { idOfSourceKey } from './id-map';
import { TestDatabase } from './test-database';

const db = new TestDatabase('link_decisions');
const dataDir = mkdtempSync(join(tmpdir(), 'link-decisions-'));
const jpReadings = IMPORTERS.find((i) => i.source === 'jp_readings')!;
const DICTIONARY = [
  ';; <Asaka> - singer:',
  'あさか 亜咲花',
  ';; <Kitō Akari> - voice actress:',
  'きとうあかり 鬼頭明里',
  '',
].join('\n');

let pool: Pool;
let musicbrainzAsaka: number;

async function importJpReadings(): Promise<void> {
  await runImports(pool, dataDir, [jpReadings], { force: true });
}

/** Sources contributing to entity `id` of kind artist. */
async function contributorsOf(id: number): Promise<string[]> {
  const { rows } = await pool.query<{ source: string }>(
    "SELECT source FROM contribution WHERE kind = 'artist' AND id = $1 ORDER BY source",
    [id],
  );
  return rows.map((r) => r.source);
}

beforeAll(async () => {
  pool = await db.create();
  mkdirSync(join(dataDir, 'jp_artist_name_readings'));
  writeFileSync(join(dataDir, 'jp_artist_name_readings', 'jar-dictionary.txt'), DICTIONARY);
  const writer = new CatalogWriter(pool, 'musicbrainz');
  await writer.write({ contributions: [{ entity: ref('artist', 'musicbrainz', 'mb-asaka'), doc: { name: '亜咲花' } }] });
  await materializePending(pool);
  musicbrainzAsaka = await idOfSourceKey(pool, 'artist', 'musicbrainz', 'mb-asaka');
});

afterAll(async () => {
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('import-time link decisions', () => {
  it('records the link an import made, with its rule and evidence, listed like a merge', async () => {
    await importJpReadings();
    expect(await idOfSourceKey(pool, 'artist', 'jp_readings', 'Asaka')).toBe(musicbrainzAsaka);
    expect(await contributorsOf(musicbrainzAsaka)).toEqual(['jp_readings', 'musicbrainz']);
    const listed = await listLinkDecisions(pool);
    expect(listed.map(formatLinkDecision)).toEqual([
      `link jp_readings:Asaka → artist #${musicbrainzAsaka} jp_readings:japanese-name-form {"name":"亜咲花","reason":"catalog name equals the kanji form"}`,
    ]);
  });

  it("replaces the previous run's decisions on a re-run instead of adding to them", async () => {
    await importJpReadings();
    const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM link_decision WHERE source = 'jp_readings'");
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('keeps the entity apart after an operator undoes the link and the source is re-imported', async () => {
    const vetoed = await vetoLinkDecision(pool, 'jp_readings', 'Asaka');
    expect(vetoed.map((d) => [d.kind, d.targetId])).toEqual([['artist', musicbrainzAsaka]]);
    await importJpReadings();

    const own = await idOfSourceKey(pool, 'artist', 'jp_readings', 'Asaka');
    expect(own).not.toBe(musicbrainzAsaka);
    expect(await contributorsOf(musicbrainzAsaka)).toEqual(['musicbrainz']);
    expect(await contributorsOf(own)).toEqual(['jp_readings']);
    const served = await pool.query<{ doc: { name?: string } }>("SELECT doc FROM entity WHERE kind = 'artist' AND id = $1", [
      own,
    ]);
    expect(served.rows[0]?.doc.name).toBe('亜咲花');

    expect(await listLinkDecisions(pool)).toEqual([]);
    const all = await listLinkDecisions(pool, { refused: true });
    expect(all.map((d) => [d.sourceKey, d.targetId, d.evidence.reason, d.evidence.vetoedTargets])).toEqual([
      ['Asaka', null, 'vetoed by an operator', [musicbrainzAsaka]],
    ]);
  });

  it("keeps honouring the veto on later runs (vetoes persist), with the entity's own id stable", async () => {
    const own = await idOfSourceKey(pool, 'artist', 'jp_readings', 'Asaka');
    await importJpReadings();
    expect(await idOfSourceKey(pool, 'artist', 'jp_readings', 'Asaka')).toBe(own);
    expect(await contributorsOf(musicbrainzAsaka)).toEqual(['musicbrainz']);
    expect((await listLinkVetoes(pool)).map((v) => `${v.source}:${v.sourceKey}`)).toEqual(['jp_readings:Asaka']);
  });

  it('answers an undo of a key without a recorded link with nothing vetoed', async () => {
    expect(await vetoLinkDecision(pool, 'jp_readings', 'Nobody')).toEqual([]);
  });

  it("records the Spotify importer's links to Billboard with the ids they point at", async () => {
    const spotify = IMPORTERS.find((i) => i.source === 'spotify')!;
    await runImports(pool, config().DATA_DIR, [spotify], { force: true });
    const decided = await listLinkDecisions(pool, { source: 'spotify', refused: true });
    const linked = decided.filter((d) => d.targetId !== null && d.kind === 'recording');
    expect(linked.length).toBeGreaterThan(100);
    for (const d of linked.slice(0, 20)) expect(await idOfSourceKey(pool, 'recording', 'spotify', d.sourceKey)).toBe(d.targetId);
    expect(decided.some((d) => d.kind === 'artist' && d.targetId !== null)).toBe(true);
    expect(decided.filter((d) => d.targetId === null).every((d) => d.evidence.reason !== 'vetoed by an operator')).toBe(true);
  });

  it('records the SHS100K versions linked to catalog recordings, each to the recording it joined to its cluster', async () => {
    const shs100k = IMPORTERS.find((i) => i.source === 'shs100k')!;
    await runImports(pool, config().DATA_DIR, [shs100k], { force: true });
    const decided = await listLinkDecisions(pool, { source: 'shs100k' });
    expect(decided.length).toBeGreaterThan(0);
    const { rows } = await pool.query<{ owner_id: string }>(
      "SELECT DISTINCT owner_id FROM list_item WHERE source = 'shs100k' AND list = 'recording_clusters'",
    );
    const owners = new Set(rows.map((r) => Number(r.owner_id)));
    for (const d of decided) expect(owners.has(d.targetId!)).toBe(true);
  });
});
