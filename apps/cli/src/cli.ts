/**
 * `npm run catalog -- <command>`: the operator CLI (commander).
 *
 *   migrate                         apply database migrations
 *   import [--source NAME|all] [--force] [--no-resolve]   import the real sample catalog from data/
 *   import --file F.jsonl|F.csv --source NAME [--rejects R]   import your own catalog (README "Bring your own catalog")
 *   import --genius PATH            the Genius research layer (benches only; README "Scaling out")
 *   import --musicbrainz-dump DIR   a MusicBrainz JSON data dump (docs/catalog-import.md)
 *   import --discogs-dump DIR       a Discogs monthly XML dump (docs/catalog-import.md)
 *   generate --recordings N [--seed S] [--no-resolve] | --remove   a generated layer up to N recordings, or its removal
 *   (every import and generate runs entity resolution and the derived fields after it, unless --no-resolve)
 *   index [--entity E|all] [--ids 1,2] [--if-stale] [--enqueue [--wait]]   (re)build search indices, inline or as a worker job
 *   token create --plan trial|premium [--scope read|catalog:write|admin] [--limit N] [--days N]   create an access token (printed once)
 *   token list [--account N] [--json]   tokens (never the token itself): id, account, plan, scopes, limit, dates, state
 *   token revoke <id>                   revoke a token (401 on every API process within 10 s)
 *   usage export --from D --to D [--out F] [--include-test]   billable picture usage as CSV
 *   audit                           data-quality audit (duplicates, merges, joined credits, required fields)
 *   resolve [--list] [--undo KIND:ID]   run entity resolution, list merges, or undo one (then re-import)
 */
import { Command } from 'commander';
import { config, ConfigError } from '@mc/config';
import { SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';
import { closeSearchClient, createSearchClient } from '@mc/search';
import { SCOPES, createToken, isScope, listTokens, revokeToken, type Plan } from '@mc/auth';
import { createPool, migrate, removeSource } from '@mc/store';
import { withCommandPool } from './cli-pool';
import { enqueueReindex } from './reindex-enqueue';
import { type UpToDateResult, bringIndicesUpToDate, indexLayout, rebuildIndex, reindexIds } from '@mc/indexer';
import { registerQualityCommands } from './quality-commands';
import {
  GENERATED_SOURCE,
  catalogFileImporter,
  createDiscogsImporter,
  generatedImporter,
  geniusImporter,
  musicbrainzDumpImporter,
  selectImporters,
} from '@mc/ingest';
import { generateMusicBrainzDump } from './musicbrainz-dump-command';
import { runImportsWithBars } from './import-command';
import { progressBoard, progressCallback } from './progress';
import { runUsageExport } from './usage-export';

interface IndexCommandOptions {
  entity: string;
  ids?: string;
  ifStale: boolean;
  enqueue: boolean;
  wait: boolean;
  batchSize: string;
  concurrency: string;
}

/**
 * A reader that stops early (`catalog token list | head`) closes the pipe: the next write to stdout
 * fails with EPIPE. Like any Unix filter's producer, the command then ends quietly (status 0)
 * instead of crashing on an unhandled 'error' event — for every command, whatever writes to stdout.
 */
function exitWhenStdoutReaderLeaves(): void {
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
}
exitWhenStdoutReaderLeaves();

/** What `index --if-stale` did, in one line. */
function upToDateLine(r: UpToDateResult): string {
  const rebuilt = r.rebuilt.length ? `rebuilt: ${r.rebuilt.join(', ')}` : 'no index rebuilt';
  const feed = r.caughtUp.busy
    ? 'a worker is applying the change feed'
    : `${r.caughtUp.applied} change(s) of the feed applied, at ${r.caughtUp.position}`;
  return r.rebuilt.length || r.caughtUp.applied || r.caughtUp.busy ? `${rebuilt}; ${feed}` : 'search indices up to date';
}

const program = new Command().name('catalog').description('Music Catalog API operator commands');

program
  .command('migrate')
  .description('apply pending database migrations')
  .action(async () => {
    await withCommandPool({ migrate: false }, async (pool) => {
      const applied = await migrate(pool);
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema up to date');
    });
  });

program
  .command('import')
  .description('import the real sample catalog (idempotent; unchanged sources are skipped unless --force)')
  .option('--source <name>', 'one source name or "all"', 'all')
  .option('--force', 're-import even when the dataset files did not change', false)
  .option('--file <path>', 'your own catalog: JSON Lines (.jsonl) or CSV (.csv), imported as --source')
  .option('--format <format>', 'with --file: jsonl or csv (default: from the extension)')
  .option('--rejects <path>', 'with --file: where to write rejected lines (default <file>.rejects.jsonl)')
  .option(
    '--genius <path>',
    'the Genius research layer (genius_metadata.csv.gz; benches only, never in data/), imported as --source genius',
  )
  .option(
    '--musicbrainz-dump <dir>',
    'a MusicBrainz JSON data dump: a folder of artist, release-group, release, recording (.tar.xz or extracted mbdump/)',
  )
  .option(
    '--discogs-dump <dir>',
    'a Discogs monthly dump: a folder of discogs_YYYYMMDD_{artists,masters,releases}.xml.gz, imported as source discogs_dump',
  )
  .option('--no-resolve', 'skip entity resolution and the derived fields after the import (run `resolve`/`derive` later)')
  .option('--verbose', 'progress lines off a terminal and the write counts of every source run', false)
  .action(
    async (opts: {
      source: string;
      force: boolean;
      file?: string;
      format?: 'jsonl' | 'csv';
      rejects?: string;
      genius?: string;
      musicbrainzDump?: string;
      discogsDump?: string;
      resolve: boolean;
      verbose: boolean;
    }) => {
      const importers = opts.musicbrainzDump
        ? [musicbrainzDumpImporter({ dir: opts.musicbrainzDump })]
        : opts.discogsDump
          ? [createDiscogsImporter({ dumpDir: opts.discogsDump })]
          : opts.genius
            ? [geniusImporter(opts.genius)]
            : opts.file
              ? [catalogFileImporter({ file: opts.file, source: opts.source, format: opts.format, rejectsFile: opts.rejects })]
              : selectImporters(opts.source);
      // Every source goes through entity resolution and the derived-fields stage (both read the
      // catalog in pages: bounded memory at a million recordings) unless --no-resolve.
      await runImportsWithBars(importers, { force: opts.force, resolve: opts.resolve, verbose: opts.verbose });
    },
  );

program
  .command('generate')
  .description('top the catalog up to N recordings with a deterministic generated layer (source "generated"), or remove it')
  .option('--recordings <n>', 'recordings in all (real + generated)', (v) => Number(v), 1_000_000)
  .option('--seed <s>', 'seed of the generator', (v) => Number(v), 1)
  .option('--remove', 'remove every generated entity (then run `index --if-stale`)', false)
  .option('--no-resolve', 'skip entity resolution and the derived fields after generating')
  .option('--format <format>', '"musicbrainz-dump": write a MusicBrainz JSON dump folder of N recordings to --out instead')
  .option('--out <dir>', 'with --format musicbrainz-dump: the folder to write (mbdump/ inside)', 'mbdump-generated')
  .action(async (opts: { recordings: number; seed: number; remove: boolean; resolve: boolean; format?: string; out: string }) => {
    if (opts.format !== undefined) {
      if (opts.format !== 'musicbrainz-dump') throw new Error('--format must be musicbrainz-dump');
      await generateMusicBrainzDump(opts);
      return;
    }
    if (opts.remove) {
      await withCommandPool({ migrate: false }, async (pool) => {
        console.log(`${GENERATED_SOURCE}: ${JSON.stringify(await removeSource(pool, GENERATED_SOURCE))}`);
      });
      return;
    }
    if (!Number.isInteger(opts.recordings) || opts.recordings < 1) throw new Error('--recordings must be a positive integer');
    if (!Number.isInteger(opts.seed)) throw new Error('--seed must be an integer');
    await runImportsWithBars([generatedImporter(opts)], { force: true, resolve: opts.resolve });
  });

program
  .command('index')
  .description('rebuild search indices from the store (zero-downtime alias swap), or re-index given ids')
  .option('--entity <entity>', `one of ${SEARCH_ENTITIES.join(', ')} or "all"`, 'all')
  .option('--ids <ids>', 'comma-separated ids to re-index into the live index (partial reindex)')
  .option(
    '--if-stale',
    'rebuild only indices whose document count differs from the store or whose mapping version is old, then apply the change feed the live indexer has not',
    false,
  )
  .option('--enqueue', 'add a job to the `reindex` queue for the worker instead of running inline', false)
  .option('--wait', 'with --enqueue: wait for the job, printing its progress', false)
  .option('--batch-size <n>', 'documents per page and per bulk request of a rebuild', '1000')
  .option('--concurrency <n>', 'bulk requests in flight at most during a rebuild', '2')
  .action(async (opts: IndexCommandOptions) => {
    const cfg = config();
    const entities = opts.entity === 'all' ? [...SEARCH_ENTITIES] : [opts.entity as SearchEntity];
    if (entities.some((e) => !SEARCH_ENTITIES.includes(e)))
      throw new Error(`--entity must be one of ${SEARCH_ENTITIES.join(', ')}, all`);
    const ids = opts.ids?.split(',').map((x) => Number(x.trim()));
    if (ids?.some((x) => !Number.isInteger(x) || x <= 0)) throw new Error('--ids must be comma-separated positive integers');
    if (ids && entities.length !== 1) throw new Error('--ids needs exactly one --entity');
    for (const [flag, v] of [
      ['--batch-size', opts.batchSize],
      ['--concurrency', opts.concurrency],
    ] as const)
      if (!/^[1-9][0-9]*$/.test(v)) throw new Error(`${flag} must be a positive integer`);
    if (opts.enqueue) {
      await enqueueReindex(
        { redisUrl: cfg.REDIS_URL, prefix: cfg.REDIS_PREFIX },
        { entities: opts.entity === 'all' ? undefined : entities, ids },
        opts.wait,
        (line) => console.log(line),
      );
      return;
    }
    const pool = createPool(cfg.DATABASE_URL);
    const es = createSearchClient(cfg.ES_URL);
    const idx = { es, pool, prefix: cfg.ES_INDEX_PREFIX, layout: indexLayout(cfg) };
    const bars = progressBoard();
    try {
      if (opts.ifStale) {
        const r = await bringIndicesUpToDate(idx, entities, (entity) => progressCallback(bars, entity));
        bars.log(upToDateLine(r));
        return;
      }
      for (const entity of entities) {
        if (ids) {
          const r = await reindexIds(idx, entity, ids);
          console.log(`${entity}: ${r.indexed} indexed, ${r.deleted} deleted`);
          continue;
        }
        const r = await rebuildIndex(idx, entity, {
          batchSize: Number(opts.batchSize),
          concurrency: Number(opts.concurrency),
          onProgress: progressCallback(bars, entity),
        });
        const t = Object.entries(r.timings).map(([k, ms]) => `${k.replace(/Ms$/, '')} ${(ms / 1000).toFixed(1)} s`);
        const line = `${entity}: ${r.count} documents in ${r.index} (${t.join(', ')})`;
        bars.log(line);
      }
    } finally {
      bars.stop();
      await Promise.allSettled([pool.end(), closeSearchClient(es)]);
    }
  });

const token = program.command('token').description('personal access tokens');
token
  .command('create')
  .description('create a token; it is printed once and stored only as a SHA-256 hash')
  .requiredOption('--plan <plan>', 'trial (200/day, 15 days) or premium')
  .option('--limit <n>', 'requests per day', (v) => Number(v))
  .option('--days <n>', 'validity in days', (v) => Number(v))
  .option(
    '--scope <scope>',
    'read (default), catalog:write (catalog changes) or admin (reindex jobs); each implies those before it',
    'read',
  )
  .option('--name <name>', 'account name', 'cli')
  .option('--json', 'print the token and its record as JSON', false)
  .action(async (opts: { plan: string; limit?: number; days?: number; scope: string; name: string; json: boolean }) => {
    if (opts.plan !== 'trial' && opts.plan !== 'premium') throw new Error('--plan must be trial or premium');
    if (!isScope(opts.scope)) throw new Error(`--scope must be one of ${SCOPES.join(', ')}`);
    const scope = opts.scope;
    await withCommandPool({ migrate: true }, async (pool) => {
      const { token: clear, info } = await createToken(pool, {
        plan: opts.plan as Plan,
        dailyLimit: opts.limit,
        days: opts.days,
        accountName: opts.name,
        scope,
      });
      if (opts.json) console.log(JSON.stringify({ token: clear, ...info }));
      else
        console.log(
          `${clear}\n(plan ${info.plan}, scopes ${info.scopes.join(',')}, ${info.dailyLimit} requests/day, expires ${info.expiresAt?.toISOString() ?? 'never'}; shown once)`,
        );
    });
  });

token
  .command('list')
  .description('list tokens, newest first (the tokens themselves are never stored nor shown)')
  .option('--account <id>', 'only this account', (v) => Number(v))
  .option('--json', 'one JSON object per line', false)
  .action(async (opts: { account?: number; json: boolean }) => {
    await withCommandPool({ migrate: true }, async (pool) => {
      const now = Date.now();
      for (const t of await listTokens(pool, { accountId: opts.account })) {
        const state = t.revokedAt ? 'revoked' : t.expiresAt && t.expiresAt.getTime() <= now ? 'expired' : 'active';
        if (opts.json) console.log(JSON.stringify({ ...t, state }));
        else
          console.log(
            `${t.tokenId}\t${state}\t${t.plan}\t${t.scopes.join(',')}\t${t.dailyLimit}/day\taccount ${t.accountId} (${t.accountName})\tcreated ${t.createdAt.toISOString()}\texpires ${t.expiresAt?.toISOString() ?? 'never'}${t.revokedAt ? `\trevoked ${t.revokedAt.toISOString()}` : ''}`,
          );
      }
    });
  });
token
  .command('revoke')
  .description('revoke a token by id (see token list); every API process refuses it within 10 s')
  .argument('<id>', 'token id', (v) => Number(v))
  .action(async (id: number) => {
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error('token id must be a positive integer');
    await withCommandPool({ migrate: false }, async (pool) => {
      const at = await revokeToken(pool, id);
      if (!at) throw new Error(`no token with id ${id}`);
      console.log(`token ${id} revoked at ${at.toISOString()}`);
    });
  });

const usage = program.command('usage').description('picture usage reports');
usage
  .command('export')
  .description('write billable picture usage as CSV: one row per account, report day (UTC) and picture')
  .requiredOption('--from <date>', 'first report day YYYY-MM-DD (inclusive)')
  .requiredOption('--to <date>', 'last report day YYYY-MM-DD (inclusive)')
  .option('--out <file>', 'CSV file to write (default: stdout)')
  .option('--include-test', 'also export test reports (column test = true)', false)
  .action(async (opts: { from: string; to: string; out?: string; includeTest: boolean }) => {
    await withCommandPool({ migrate: false }, async (pool) => {
      const rows = await runUsageExport(pool, opts);
      if (opts.out) console.error(`${rows} rows written to ${opts.out}`);
    });
  });

registerQualityCommands(program);

program.parseAsync(process.argv).catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
