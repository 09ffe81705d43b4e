/**
 * The importer of a generated layer (source `generated`): measures the {@link GeneratorModel} on
 * the real catalog in the store, then streams {@link generatedLines} through the catalog-file
 * mapping into the writer, like any operator's file. `npm run catalog -- generate --recordings N
 * --seed S` tops the catalog up to N recordings in all (real ones count); `generate --remove`
 * removes the layer (`removeSource`).
 */
import { realArtistSamples, realRecordingSamples } from '@mc/store';
import type { ImportContext, Importer } from '../../importer';
import { importCatalogLines } from '../catalog-file/catalog-line-stream';
import { buildGeneratorModel } from './model';
import { generatedLineCount, generatedLines } from './generator';
import { SHIPPED_SOURCES } from '@mc/catalog';

/** Source label of every generated entity. */
export const GENERATED_SOURCE = SHIPPED_SOURCES.generated;

/** Options of {@link generatedImporter}. */
export interface GenerateOptions {
  /** Recordings the catalog should hold in all (real + generated). */
  recordings: number;
  /** Seed: the same seed and real catalog give the same layer. */
  seed: number;
  /** Lines per transaction (default 2000). */
  batchSize?: number;
}

/** Recordings to generate so that the catalog holds `target` in all, given `real` real ones. */
export const recordingsToGenerate = (target: number, real: number) => Math.max(0, target - real);

/** The importer of a generated layer (module doc). */
export function generatedImporter(opts: GenerateOptions): Importer {
  return {
    source: GENERATED_SOURCE,
    datasets: [],
    dependsOn: [],
    // Re-running replaces lines by key; `generate --remove` removes the whole layer.
    incremental: true,
    version: opts.recordings * 1_000_003 + opts.seed,
    async run(ctx: ImportContext) {
      const [recordings, artists] = [
        await realRecordingSamples(ctx.pool, GENERATED_SOURCE),
        await realArtistSamples(ctx.pool, GENERATED_SOURCE),
      ];
      const model = buildGeneratorModel(recordings, artists);
      const n = recordingsToGenerate(opts.recordings, recordings.length);
      ctx.log(
        `${GENERATED_SOURCE}: ${recordings.length} real recordings, ${artists.length} real artists; generating ${n} recordings ` +
          `(rates: featuring ${model.rates.featuring.toFixed(3)}, alias ${model.rates.alias.toFixed(3)}, non-Latin ${model.rates.nonLatin.toFixed(3)})`,
      );
      ctx.progress.start(generatedLineCount(n), 'lines');
      if (n > 0)
        await importCatalogLines(ctx, generatedLines(model, opts.seed, n), {
          source: GENERATED_SOURCE,
          batchSize: opts.batchSize,
        });
      ctx.progress.stop();
    },
  };
}
