/** `catalog generate --format musicbrainz-dump`: the generator model from the store, then the dump files. */
import { realArtistSamples, realRecordingSamples } from '@mc/store';
import { withCommandPool } from './cli-pool';
import { GENERATED_SOURCE } from '@mc/ingest';
import { buildGeneratorModel } from '@mc/ingest';
import { writeGeneratedDump } from '@mc/ingest';

/**
 * Measures the generator model on the real catalog in the store and writes a generated MusicBrainz
 * JSON dump of `opts.recordings` recordings under `opts.out/mbdump/`, printing the documents per file.
 * @throws Error on a bad `recordings` or `seed`, database or file errors.
 */
export async function generateMusicBrainzDump(opts: { recordings: number; seed: number; out: string }): Promise<void> {
  if (!Number.isInteger(opts.recordings) || opts.recordings < 1) throw new Error('--recordings must be a positive integer');
  if (!Number.isInteger(opts.seed)) throw new Error('--seed must be an integer');
  await withCommandPool({ migrate: false }, async (pool) => {
    const model = buildGeneratorModel(
      await realRecordingSamples(pool, GENERATED_SOURCE),
      await realArtistSamples(pool, GENERATED_SOURCE),
    );
    const counts = await writeGeneratedDump(model, opts.seed, opts.recordings, opts.out);
    console.log(`musicbrainz-dump: ${JSON.stringify(counts)} written to ${opts.out}/mbdump`);
  });
}
