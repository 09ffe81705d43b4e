/**
 * The one configuration module: every setting comes from the environment, is validated once at
 * start (zod), and nothing else in the code base reads `process.env`.
 *
 * A bad value throws {@link ConfigError} naming the variable; entry points print it and exit 1.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

/** Named address ranges Express's `trust proxy` understands. */
const TRUSTED_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `v` is an IP address, an address/prefix (CIDR) or a named range of {@link TRUSTED_RANGE_NAMES}. */
function isTrustedProxyEntry(v: string): boolean {
  if (TRUSTED_RANGE_NAMES.has(v)) return true;
  const [address = '', prefix, ...rest] = v.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: which proxies' `X-Forwarded-For` Express believes when it takes the client
 * address (the failed-authentication limit counts per client address). Unset/`false` → `false`
 * (the TCP peer is the client); a number `n` ≥ 1 → `n` (the address `n` hops before this
 * server); otherwise a comma-separated list of addresses, CIDR ranges and `loopback`,
 * `linklocal`, `uniquelocal` → that list. `true` (trust every hop) is refused: any client could
 * then choose its own address by sending `X-Forwarded-For`.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((v, ctx): false | number | string[] => {
    if (v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const bad = v === 'true' ? ['true'] : entries.filter((e) => !isTrustedProxyEntry(e));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `${bad.map((b) => JSON.stringify(b)).join(', ')}: expected false, a hop count, or proxy addresses/CIDR ranges/loopback/linklocal/uniquelocal separated by commas (true is refused: every client could pick its own address)`,
      });
      return z.NEVER;
    }
    return entries;
  });

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: int(8080, 1),
    HOST: z.string().default('0.0.0.0'),
    /** Elasticsearch node URL, or several separated by commas (every node of a cluster). */
    ES_URL: z
      .string()
      .refine((v) => v.split(',').every((u) => u.trim() === '' || z.string().url().safeParse(u.trim()).success), {
        message: 'must be a URL or comma-separated URLs',
      })
      .default('http://127.0.0.1:19200'),
    /** Primary shards of every search index built from now on. */
    ES_SHARDS: int(1, 1),
    /** Replicas per shard: a number, or `auto` (0 on one node, 1 from two nodes: auto_expand_replicas 0-1). */
    ES_REPLICAS: z.union([z.literal('auto'), z.coerce.number().int().min(0)]).default('auto'),
    /** Prefix of every index and alias name; tests use their own so they never touch demo data. */
    ES_INDEX_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]+$/)
      .default('catalog'),
    DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:15432/catalog'),
    REDIS_URL: z.string().url().default('redis://127.0.0.1:16379'),
    /** Redis key prefix (quota counters, BullMQ queues). */
    REDIS_PREFIX: z.string().default('mc'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Maximum JSON request body, bytes. */
    BODY_LIMIT_BYTES: int(2_000_000, 1024),
    /** SHA-256 hex of the admin token that opens /admin/queues; unset = admin UI disabled. */
    ADMIN_TOKEN_SHA256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    /** Folder of the shipped real sample catalog. */
    DATA_DIR: z.string().default('data'),
    /**
     * BullMQ job lock duration, ms: a job whose worker died is detected as stalled and retried at
     * most about this long (plus WORKER_STALLED_INTERVAL_MS) later.
     */
    WORKER_LOCK_DURATION_MS: int(30_000, 1000),
    /** How often a worker looks for stalled jobs of crashed workers, ms. */
    WORKER_STALLED_INTERVAL_MS: int(30_000, 1000),
    /**
     * Deadline of one artist-title request (single or batch), ms: engine work still running then is
     * aborted and the request answers 503 with Retry-After.
     */
    MATCH_DEADLINE_MS: int(15_000, 1),
    /** Search-as-you-type deadline (ms): engine work aborted, 503 with Retry-After; also ends when the client goes away. */
    SEARCH_DEADLINE_MS: int(5_000, 1),
    /** Artist-title batches in flight at once per token, across all API processes (429 beyond). */
    BATCH_CONCURRENCY_PER_TOKEN: int(2, 1),
    /** Picture-usage reports accepted per token per minute (429 beyond). */
    REPORT_LIMIT_PER_MINUTE: int(60, 1),
    /**
     * Lines of one `POST /api/catalog/{source}/changes` request at most (blank lines aside); 413
     * beyond. A request is applied while its body streams in: keep a request's work well within
     * REQUEST_TIMEOUT_MS.
     */
    CHANGES_MAX_LINES: int(10_000, 1),
    /** Bytes of one catalog-changes request body at most, after gzip decompression (default 16 MiB); 413 beyond. */
    CHANGES_MAX_BYTES: int(16 * 1024 * 1024, 1024),
    /**
     * Days the change feed keeps a change (`GET /api/catalog/changes`); older ones are pruned by the
     * worker, never before the live indexer applied them, and a cursor before them answers 410.
     */
    CHANGE_FEED_RETENTION_DAYS: int(7, 1),
    /**
     * How often the worker's derive reader reads the changes committed after its position and
     * re-derives only what they touch (ms; one process at a time); 0 = never. A turn costs what its
     * changes touch, not the catalog (a whole derive only for other rules or a backlog past 50,000
     * changes), so derived fields (artist genres, types…) follow change sets within a few seconds.
     */
    DERIVE_FOLLOW_INTERVAL_MS: int(2000, 0),
    /** Accepted lines of one matching job's file at most (`POST /api/artist-title/jobs`); 413 beyond. */
    MATCH_JOB_MAX_LINES: int(1_000_000, 1),
    /** Bytes of one matching job's file at most, after gzip decompression (default 256 MiB); 413 beyond. */
    MATCH_JOB_MAX_BYTES: int(256 * 1024 * 1024, 1024),
    /** Unfinished matching jobs a token may have at once (429 beyond). */
    MATCH_JOBS_PER_TOKEN: int(2, 1),
    /** Lines per chunk of a matching job: the unit a worker claims, matches and commits with its charge. */
    MATCH_JOB_CHUNK_LINES: int(1000, 10),
    /** Lanes per matching job: how many worker slots (across worker processes) may share one job. */
    MATCH_JOB_LANES: int(4, 1),
    /** Matching-job lanes one worker process runs at once. */
    MATCH_JOB_WORKER_CONCURRENCY: int(2, 1),
    /** Answers shared across matching jobs (one per distinct key, current catalog version) kept at most. */
    MATCH_CACHE_MAX_KEYS: int(2_000_000, 0),
    /**
     * How often a worker looks for matching jobs to re-match (asked for by `POST …/rematch`, or kept
     * current and behind the live indexer), ms; 0 = never (no worker re-matches).
     */
    MATCH_JOB_REMATCH_POLL_MS: int(1000, 0),
    /** Days a finished matching job (and its results) is kept. */
    MATCH_JOB_KEEP_DAYS: int(7, 1),
    /**
     * Failed authentications (a presented token that is unknown, revoked or expired) per client
     * address per minute; beyond it that address gets 429 without its tokens being looked up.
     */
    AUTH_FAILURE_LIMIT_PER_MINUTE: int(30, 1),
    /**
     * Proxies in front of the API whose `X-Forwarded-For` is believed for the client address (Express
     * `trust proxy`): unset/`false` = none (the TCP peer is the client), a hop count, or a
     * comma-separated list of proxy addresses, CIDR ranges and `loopback`/`linklocal`/`uniquelocal`.
     * Behind a load balancer or reverse proxy set it, or every client counts as the proxy's address.
     */
    TRUST_PROXY: trustProxy,
    /**
     * Time a client has to send the request line and all headers, ms (Node `server.headersTimeout`);
     * beyond it the connection is answered 408 and closed. At most REQUEST_TIMEOUT_MS.
     */
    HEADERS_TIMEOUT_MS: int(15_000, 100),
    /**
     * Time a client has to send the whole request, headers and body, ms (Node
     * `server.requestTimeout`); beyond it 408 and the connection is closed. Handling time is not counted.
     */
    REQUEST_TIMEOUT_MS: int(60_000, 100),
    /**
     * Time a client has to send a file to a route that streams its body (a matching job's file, a
     * catalog change set), ms: such a file may be 256 MiB and arrives no faster than the API stores
     * it. Bodies that stop arriving still get BODY_IDLE_TIMEOUT_MS. At least REQUEST_TIMEOUT_MS.
     */
    UPLOAD_TIMEOUT_MS: int(600_000, 100),
    /**
     * Longest pause while a request body is arriving, ms: a body that stops arriving for this long is
     * answered 408 and its connection closed (also after an early answer such as 413, instead of
     * waiting for the rest of a body that never comes).
     */
    BODY_IDLE_TIMEOUT_MS: int(10_000, 100),
    /** Grace period for draining in-flight requests on SIGTERM, ms. */
    SHUTDOWN_GRACE_MS: int(10_000),
    /** API processes (Node cluster sharing PORT); 0 = one per CPU (`os.availableParallelism()`). */
    WEB_CONCURRENCY: int(0),
    /** Port of the API's Prometheus `GET /metrics` (all its processes together); 0 = none. */
    METRICS_PORT: int(9464),
    /** Port of the worker's Prometheus `GET /metrics`; 0 = none. */
    WORKER_METRICS_PORT: int(9465),
    /** Interface of both metrics ports (not the public API: keep it private). */
    METRICS_HOST: z.string().default('0.0.0.0'),
    /**
     * Seconds an API process trusts a verified token before reading it again from PostgreSQL: a
     * revoked or expired token is refused at most this long after the change. 0 = no cache.
     */
    TOKEN_CACHE_TTL_S: int(10),
    /**
     * Seconds an API process keeps a looked-up document (`/api/<kind>/{id}`) in memory at most.
     * 0 = no cache. A committed import, document change or merge drops the cache within
     * DOCUMENT_CACHE_CHECK_MS (the catalog stamp); the TTL bounds what the stamp cannot see.
     */
    DOCUMENT_CACHE_TTL_S: int(60),
    /** How often (ms, at most) an API process reads the catalog stamp to drop stale documents; 0 = never. */
    DOCUMENT_CACHE_CHECK_MS: int(1000),
    /**
     * Seconds an API process keeps a `/api/suggest` answer (per query and limit): search as you
     * type repeats short prefixes, and a reindex is seen at most this long later. 0 = no cache.
     */
    SUGGEST_CACHE_TTL_S: int(10),
    /**
     * Largest block of daily-quota units an API process leases from Redis at once (at most 1/16 of
     * what is free; one request's cost when fewer than 32 units are free). 1 = no leasing: one Redis
     * call per counted request.
     */
    QUOTA_LEASE_UNITS: int(100, 1),
    /** How long an API process holds a quota lease before giving back its unspent units, ms. */
    QUOTA_LEASE_MS: int(1000, 50),
  })
  .refine((c) => c.REQUEST_TIMEOUT_MS <= c.UPLOAD_TIMEOUT_MS, {
    message: 'UPLOAD_TIMEOUT_MS must not be below REQUEST_TIMEOUT_MS',
    path: ['UPLOAD_TIMEOUT_MS'],
  })
  .refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
    message: 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  });

/** Validated configuration of one process. */
export type Config = z.infer<typeof schema>;

/** Thrown when an environment variable has a value the service cannot use. */
export class ConfigError extends Error {}

/**
 * Parses and validates configuration from an environment map (default `process.env`). A variable
 * set to the empty string counts as unset (`ADMIN_TOKEN_SHA256=` in a compose file disables the
 * admin UI rather than failing).
 * @throws ConfigError listing every invalid variable and why.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}

let cached: Config | undefined;
/** The process-wide configuration, loaded on first use. @throws ConfigError */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

/**
 * The configuration of an entry point (API, worker): on an invalid value, prints the
 * {@link ConfigError} message naming the variables and exits with status 1.
 */
export function configOrExit(): Config {
  try {
    return config();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}
