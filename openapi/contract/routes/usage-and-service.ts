/**
 * The contract's `Reports`, `Quota` and `System` routes (see `../../contract.ts` for the decisions they follow).
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { dateParam } from '../params';
import { PictureUsageReport } from '../bodies';
import { E400, E401, E429, ERR, route } from '../route-types';

/** Routes tagged `Reports`, `Quota` and `System`: picture usage, quota status, the service routes. */
export const USAGE_AND_SERVICE_ROUTES = [
  // Picture usage report
  route({
    operationId: 'reportPictureUsage',
    method: 'post',
    path: '/report/picture/usage',
    summary: 'Report picture usage (batch of 1..1000 assets)',
    description: [
      'Stored durably, then counted asynchronously: 202 means the report is recorded and will be counted exactly once',
      "(per account, UTC day of acceptance, picture and test flag). `id_transaction` is scoped to the token's account:",
      'the same id with the same payload (asset order aside) → 202 again (`duplicate: true`), counted once; with a different',
      'payload → 409. Errors: not `application/json` → 415; invalid JSON → 400 (`Syntax error`); body larger than the',
      "server's `BODY_LIMIT_BYTES` (default 2,000,000 bytes; a 1,000-asset report is under 60 KB) → 413; a body violating the",
      'schema (missing or non-integer fields, `id_transaction` <= 0, `count` < 0, 0 or more than 1,000 assets, unknown fields)',
      '→ 422 listing every violation with its JSON path (`$.assets[3].count: must be at least 0`). Does not count against the',
      'daily quota; intake is limited to `REPORT_LIMIT_PER_MINUTE` (default 60) valid reports per token per minute → 429 with Retry-After beyond.',
    ].join(' '),
    tags: ['Reports'],
    counted: false,
    request: { body: PictureUsageReport },
    limits: ['reportIntake'],
    responses: {
      202: {
        description: 'Report recorded and queued for counting (`{id_transaction, status: "queued"}`)',
        schema: S.PictureUsageReceipt,
      },
      400: ERR('Payload is not valid JSON (type `Syntax error`)'),
      401: E401,
      409: ERR('This account already reported id_transaction with a different payload'),
      413: ERR('Payload larger than the server body limit (BODY_LIMIT_BYTES, default 2,000,000 bytes)'),
      415: ERR('Unsupported content type (expected application/json)'),
      422: ERR('Unprocessable payload: every schema violation with its JSON path'),
      429: ERR(
        'Too Many Requests (see Retry-After): more reports this minute than REPORT_LIMIT_PER_MINUTE, or too many failed authentications',
      ),
    },
  }),
  route({
    operationId: 'getPictureUsage',
    method: 'get',
    path: '/report/picture/usage',
    summary: "Caller's reported totals per picture",
    description:
      "An extension of this service. The caller's own account only: sums of counted reports (test reports excluded) per picture over report days (UTC day of acceptance) from..to inclusive; an absent bound is open; `to` before `from` → 400. `pending_reports` = reports in the range accepted but not counted yet.",
    tags: ['Reports'],
    counted: false,
    request: {
      query: z
        .object({
          from: dateParam({ exact: true, description: 'First report date (inclusive)' }),
          to: dateParam({ exact: true, description: 'Last report date (inclusive)' }),
        })
        .superRefine((v, ctx) => {
          if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
        }),
    },
    responses: { 200: { description: 'Totals per picture', schema: S.PictureUsageTotals }, 400: E400, 401: E401, 429: E429 },
  }),

  // Quota status
  route({
    operationId: 'getQuotaStatus',
    method: 'get',
    path: '/user/api/status',
    summary: "Caller's quota state",
    description: 'Does not count against the quota.',
    tags: ['Quota'],
    counted: false,
    request: {},
    responses: { 200: { description: 'Quota state', schema: S.QuotaStatus }, 401: E401, 429: E429 },
  }),

  // Service routes (an extension of this service, no token)
  route({
    operationId: 'getHealth',
    method: 'get',
    path: '/healthz',
    summary: 'Liveness',
    tags: ['System'],
    auth: false,
    counted: false,
    request: {},
    responses: { 200: { description: 'The process is up', schema: S.HealthStatus } },
  }),
  route({
    operationId: 'getReadiness',
    method: 'get',
    path: '/readyz',
    summary: 'Readiness: PostgreSQL, Elasticsearch and Redis reachable',
    tags: ['System'],
    auth: false,
    counted: false,
    request: {},
    responses: {
      200: { description: 'All backing services answer', schema: S.HealthStatus },
      503: { description: 'A backing service is down', schema: S.HealthStatus },
    },
  }),
] as const;
