/**
 * Reading one Schemathesis pass's NDJSON event stream (`--report ndjson`, Schemathesis 4) into
 * what the fuzz run reports:
 *
 * - requests: every recorded interaction;
 * - unique failures: failed checks grouped by check × operation × response status × failure
 *   title (Schemathesis records one check result per generated case, so one defect shows up as
 *   hundreds of records); each keeps its record count and the first request that showed it;
 * - errors: Schemathesis' own errors (`NonFatalError`, e.g. Hypothesis crashing while generating
 *   an operation's data, and `FatalError`): no verdict on the API, but the operation concerned
 *   was not fully tested, so they count.
 */
import { readFileSync } from 'node:fs';

/** A failed check, once per check × operation × status × title. */
export interface UniqueFailure {
  check: string;
  /** Operation label, e.g. `GET /api/artist`. */
  operation: string;
  /** Response status, or `-` when there was no response. */
  status: string;
  /** Schemathesis' failure title, e.g. `Server error`. */
  title: string;
  /** The first failure's message. */
  message: string;
  /** Failed check records with this key. */
  records: number;
  /** The first request that failed: method, URI and body (decoded, truncated). */
  request: string;
}

/** An error of Schemathesis itself. */
export interface FuzzerError {
  /** Operation label, or `(engine)` for a fatal error. */
  label: string;
  type: string;
  message: string;
}

/** What one pass found. */
export interface PassReport {
  requests: number;
  failures: UniqueFailure[];
  /** Failed check records (before grouping). */
  failedRecords: number;
  errors: FuzzerError[];
}

interface Interaction {
  request?: { method?: string; uri?: string; body?: { $base64?: string } | string | null };
  response?: { status_code?: number } | null;
}
interface CheckNode {
  name: string;
  status: string;
  failure_info?: { failure?: { title?: string; message?: string; case_id?: string } } | null;
}
interface Recorder {
  label?: string;
  interactions?: Record<string, Interaction>;
  checks?: Record<string, CheckNode[]>;
}

const BODY_SHOWN = 300;

/** The identity of a failure (check × operation × status × title): the same in every pass. */
export const failureKey = (f: Pick<UniqueFailure, 'check' | 'operation' | 'status' | 'title'>): string =>
  [f.check, f.operation, f.status, f.title].join('\u0000');

/** The identity of a Schemathesis error (operation × type × message). */
export const errorKey = (e: FuzzerError): string => [e.label, e.type, e.message].join('\u0000');

/** `METHOD uri [body]` of a recorded request, body decoded and cut to {@link BODY_SHOWN} characters. */
function describeRequest(i: Interaction | undefined): string {
  if (!i?.request) return '(request not recorded)';
  const raw = i.request.body;
  const body = raw && typeof raw === 'object' && raw.$base64 ? Buffer.from(raw.$base64, 'base64').toString('utf8') : raw;
  const shown =
    typeof body === 'string' && body ? ` body=${body.length > BODY_SHOWN ? `${body.slice(0, BODY_SHOWN)}…` : body}` : '';
  return `${i.request.method ?? '?'} ${i.request.uri ?? '?'}${shown}`;
}

/** Adds the failed checks of one scenario to `byKey`; @returns the failed records seen. */
function addFailures(recorder: Recorder, byKey: Map<string, UniqueFailure>): number {
  let records = 0;
  for (const [caseId, checks] of Object.entries(recorder.checks ?? {})) {
    for (const c of checks) {
      if (c.status !== 'failure') continue;
      records++;
      const failure = c.failure_info?.failure ?? {};
      const interaction = recorder.interactions?.[failure.case_id ?? caseId] ?? recorder.interactions?.[caseId];
      const status = interaction?.response?.status_code === undefined ? '-' : String(interaction.response.status_code);
      const operation = recorder.label ?? '?';
      const title = failure.title ?? '(untitled)';
      const key = failureKey({ check: c.name, operation, status, title });
      const seen = byKey.get(key);
      if (seen) seen.records++;
      else
        byKey.set(key, {
          check: c.name,
          operation,
          status,
          title,
          message: (failure.message ?? '').trim(),
          records: 1,
          request: describeRequest(interaction),
        });
    }
  }
  return records;
}

/** Reads the NDJSON file of one pass (module doc). @throws when the file cannot be read. */
export function readPassReport(ndjsonPath: string): PassReport {
  const byKey = new Map<string, UniqueFailure>();
  const errors: FuzzerError[] = [];
  let requests = 0;
  let failedRecords = 0;
  for (const line of readFileSync(ndjsonPath, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const event = JSON.parse(line) as Record<string, Record<string, unknown>>;
    const [name, body] = Object.entries(event)[0] ?? [];
    if (!body) continue;
    if (name === 'ScenarioFinished') {
      const recorder = body.recorder as Recorder;
      requests += Object.keys(recorder.interactions ?? {}).length;
      failedRecords += addFailures(recorder, byKey);
    } else if (name === 'NonFatalError' || name === 'FatalError') {
      const value = (body.value ?? body.exception ?? {}) as { type?: string; message?: string };
      errors.push({ label: String(body.label ?? '(engine)'), type: value.type ?? name, message: value.message ?? '' });
    }
  }
  return { requests, failures: [...byKey.values()], failedRecords, errors };
}

/** Prints the unique failures and the errors of a pass, one block each (nothing when clean). */
export function printPassReport(pass: string, r: PassReport): void {
  for (const f of r.failures) {
    console.log(`FAILURE [${pass}] ${f.check} — ${f.operation} → ${f.status}: ${f.title} (${f.records} records)`);
    if (f.message) console.log(`  ${f.message.split('\n').slice(0, 6).join('\n  ')}`);
    console.log(`  first request: ${f.request}`);
  }
  for (const e of r.errors) {
    console.log(`ERROR [${pass}] Schemathesis — ${e.label}: ${e.type}`);
    if (e.message) console.log(`  ${e.message.split('\n').slice(0, 12).join('\n  ')}`);
  }
}
