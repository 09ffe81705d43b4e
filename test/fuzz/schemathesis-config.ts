/**
 * The Schemathesis configuration (TOML) of the fuzz passes: the token header, the operations
 * whose schema-valid input may still answer 400 (`ALLOW_400`) or 422 (`ALLOW_422`), or whose body is any text
 * (`TEXT_BODIES`), and for the real-values pass the dictionaries of values sampled from the store
 * with the parameters bound to them.
 *
 * Values are bound with the types the contract gives the parameters: path ids are integers, the
 * recommendation seeds (`ms_track_ids`, `ms_artist_ids`) are strings of one id or comma-separated
 * ids (`GET /api/recommendation` in the contract).
 */
import type { Pool } from 'pg';
import { prng, sample } from '@mc/bench';

/**
 * operationId → why schema-valid input may still answer 400: rules across parameters or on a
 * value's meaning that OpenAPI cannot state, documented in the operation.
 */
const ALLOW_400: Record<string, string> = {
  searchReleasesByToc: 'TOC consistency (track count, increasing offsets, lead-out) is not expressible in OpenAPI',
  getPictureUsage: '`to` before `from` (a rule across two parameters)',
  suggest: 'text without a letter or digit (nothing to search for: a rule on the meaning of the value)',
  getRecommendations: 'neither `ms_track_ids` nor `ms_artist_ids` (at least one of two parameters)',
  applyCatalogChanges: 'a source name a shipped source uses (refused: catalog changes go to sources of their own)',
  listCatalogChanges: 'a cursor the change feed did not hand out (its text is opaque to OpenAPI)',
  createMatchJob: 'a file without a header naming `artist` and `title` (a rule on the file content that OpenAPI cannot state)',
};

/**
 * operationId → why a schema-valid body may still answer 422: rules across its fields (the fields
 * an op needs and refuses) or on their meaning (a part the artist's name does not print),
 * documented in the operation. (Stating the op's fields as a `oneOf` of one schema per op would
 * let OpenAPI say the first.)
 */
const ALLOW_422: Record<string, string> = {
  recordCuratedDecision: 'the fields each `op` needs (`parts`, `name`, `type`, how many `ids`) and parts printed in the name',
};

/**
 * operationId → why a body of another type than the schema's is accepted: a JSON Lines or CSV body
 * is any text (its lines are read one by one; refused lines are listed in the 200 or 202 answer),
 * so the negative-data check takes that answer (refused lines listed) as the refusal it expects.
 */
const TEXT_BODIES: Record<string, string> = {
  applyCatalogChanges: 'a JSON Lines body is any text: each line is validated and refused lines are listed in the answer',
  createMatchJob: 'a job file is any text: each line is read and unreadable lines are listed in the 202 answer',
};

type Value = string | number;

/**
 * The one source the fuzzed catalog-changes route writes to (its `path.source` is bound to it in
 * both passes, examples included), so the run can remove what it wrote (`fuzz.ts`).
 */
export const FUZZ_SOURCE = 'fuzz-changes';

const toml = (v: unknown): string =>
  Array.isArray(v) ? `[${v.map(toml).join(', ')}]` : typeof v === 'string' ? JSON.stringify(v) : String(v);

/** Up to `n` values of column `v` of `sql` (fixed-seed sample), as they come (numbers or strings). */
async function column(pool: Pool, sql: string, n: number): Promise<Value[]> {
  const { rows } = await pool.query<{ v: Value }>(sql);
  return sample(
    rows.map((r) => r.v),
    n,
  );
}

/** Ids of one kind as integers (path parameters). */
const asIntegers = (ids: Value[]) => ids.map(Number);

/** Seed lists as the contract types them: strings, one id or (every third) two comma-separated. */
function asIdLists(ids: Value[], seed: number): string[] {
  const rand = prng(seed);
  return ids.map((id, i) => (i % 3 === 2 ? `${id},${ids[Math.floor(rand() * ids.length)]}` : String(id)));
}

/** Real values per dictionary name, sampled from the store (fixed seed). */
export async function realValues(pool: Pool): Promise<Record<string, Value[]>> {
  const ids = (kind: string, n = 200) => column(pool, `SELECT id AS v FROM entity WHERE kind = '${kind}'`, n);
  const kinds = ['artist', 'album', 'release', 'recording', 'genre', 'role', 'country', 'show_type', 'show'] as const;
  const byKind = Object.fromEntries(await Promise.all(kinds.map(async (k) => [k, await ids(k)] as const))) as Record<
    (typeof kinds)[number],
    Value[]
  >;
  return {
    ...Object.fromEntries(kinds.map((k) => [k, asIntegers(byKind[k])])),
    recording_ids: asIdLists(byKind.recording, 1),
    artist_ids: asIdLists(byKind.artist, 2),
    charted_recording: asIntegers(
      await column(pool, "SELECT DISTINCT owner_id AS v FROM list_item WHERE list = 'recording_charts'", 200),
    ),
    chart: asIntegers(await column(pool, "SELECT DISTINCT owner_id AS v FROM list_item WHERE list = 'chart_dates'", 50)),
    chart_date: asIntegers(await column(pool, "SELECT item->>'id' AS v FROM list_item WHERE list = 'chart_dates'", 200)),
    artist_name: await column(
      pool,
      "SELECT doc->>'name' AS v FROM entity WHERE kind = 'artist' AND length(doc->>'name') <= 200",
      200,
    ),
    title: await column(
      pool,
      "SELECT doc->>'title' AS v FROM entity WHERE kind = 'recording' AND length(doc->>'title') <= 200",
      200,
    ),
  };
}

/** Path and query parameters bound to real values, by path regex. */
function realBindings(): { path: string; parameters: Record<string, string> }[] {
  const byId = (prefix: string, dictionary: string) => ({
    path: `^/api/${prefix}/\\{id\\}`,
    parameters: { 'path.id': dictionary },
  });
  return [
    byId('artist', 'artist'),
    byId('album', 'album'),
    byId('release', 'release'),
    byId('recording', 'recording'),
    byId('genre', 'genre'),
    byId('role', 'role'),
    byId('country', 'country'),
    byId('show-type', 'show_type'),
    byId('show', 'show'),
    {
      path: '^/api/recording/\\{idRecording\\}',
      parameters: { 'path.idRecording': 'charted_recording', 'path.idCharts': 'chart' },
    },
    { path: '^/api/charts/\\{id_charts\\}', parameters: { 'path.id_charts': 'chart', 'path.id_date': 'chart_date' } },
    { path: '^/api/artist-title$', parameters: { 'query.name': 'artist_name', 'query.title': 'title' } },
    { path: '^/api/recommendation$', parameters: { 'query.ms_track_ids': 'recording_ids', 'query.ms_artist_ids': 'artist_ids' } },
    { path: '^/api/(artist|album|recording|show)$', parameters: { 'query.query': 'artist_name' } },
  ];
}

/** The Schemathesis configuration of one pass (the token is read from `FUZZ_TOKEN`); `values` binds real values. */
export function schemathesisConfig(values?: Record<string, Value[]>): string {
  const lines = ['headers = { Authorization = "Bearer ${FUZZ_TOKEN}" }', ''];
  for (const operationId of new Set([...Object.keys(ALLOW_400), ...Object.keys(ALLOW_422), ...Object.keys(TEXT_BODIES)])) {
    const [allow400, allow422, textBody] = [ALLOW_400[operationId], ALLOW_422[operationId], TEXT_BODIES[operationId]];
    for (const why of [allow400, allow422, textBody]) if (why) lines.push(`# ${why}`);
    lines.push('[[operations]]', `include-operation-id = ${toml(operationId)}`);
    if (allow400) lines.push('checks.positive_data_acceptance.expected-statuses = ["2xx", 400, 401, 404, 429]');
    if (allow422) lines.push('checks.positive_data_acceptance.expected-statuses = ["2xx", 401, 404, 409, 422, 429]');
    // The answer that lists refused lines (200, or 202 for a job) counts as refusing the body.
    if (textBody) lines.push('checks.negative_data_rejection.expected-statuses = [200, 202, 400, 401, 403, 413, 415, 422, 429]');
    lines.push('');
  }
  lines.push('[dictionaries.fuzz_source]', `values = ${toml([FUZZ_SOURCE])}`, '');
  lines.push('[[operations]]', 'include-operation-id = "applyCatalogChanges"');
  lines.push('parameters = { "path.source" = { dictionary = "fuzz_source" } }', '');
  if (values) {
    for (const [name, list] of Object.entries(values)) lines.push(`[dictionaries.${name}]`, `values = ${toml(list)}`, '');
    for (const b of realBindings()) {
      const params = Object.entries(b.parameters).map(([k, d]) => `${toml(k)} = { dictionary = ${toml(d)} }`);
      lines.push('[[operations]]', `include-path-regex = ${toml(b.path)}`, `parameters = { ${params.join(', ')} }`, '');
    }
  }
  return lines.join('\n');
}
