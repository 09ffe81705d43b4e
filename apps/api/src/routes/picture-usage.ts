/**
 * Picture usage reports (`POST /report/picture/usage` in the contract) and their read-back (an extension of this service).
 *
 * POST: the validated report is stored in PostgreSQL as `pending` BEFORE the 202, so an answered
 * report survives any crash or Redis data loss; then a BullMQ job named after (account,
 * id_transaction) is enqueued. Enqueuing is best effort: if Redis does not answer within
 * {@link ENQUEUE_TIMEOUT_MS} the report is still accepted, and the worker's re-enqueue sweep picks it
 * up. Transaction ids are scoped to the token's account; the same id with the same payload is a
 * duplicate (202, counted once), with another payload 409.
 *
 * GET: the caller's own counted totals per picture over report days from..to.
 */
import type { Queue } from 'bullmq';
import type { TokenInfo } from '@mc/auth';
import { ConflictError, UnauthorizedError } from '../errors';
import { USAGE_REPORT_JOB_OPTIONS, type UsageReportJob, usageReportJobId } from '@mc/jobs';
import { countPendingPictureUsageReports, pictureUsageTotals, recordPictureUsageReport } from '@mc/store';
import type { Deps } from '../deps';
import type { HandlerTable } from '../handler';

/** How long the API waits for Redis to take a job before answering 202 without it, ms. */
export const ENQUEUE_TIMEOUT_MS = 2000;

function requireToken(token: TokenInfo | undefined): TokenInfo {
  if (!token) throw new UnauthorizedError('a bearer token is required');
  return token;
}

/**
 * Adds the ingestion job of a stored report (a no-op when a job with its id exists). Resolves
 * `true` when Redis took it within {@link ENQUEUE_TIMEOUT_MS}, `false` otherwise (logged; the report
 * is already durable and the worker's sweep will enqueue it). Never rejects.
 */
export async function enqueueUsageReport(queue: Queue, deps: Pick<Deps, 'logger'>, job: UsageReportJob): Promise<boolean> {
  const jobId = usageReportJobId(job.accountId, job.idTransaction);
  const add = queue.add('ingest', job, { ...USAGE_REPORT_JOB_OPTIONS, jobId }).then(
    () => true,
    (err: unknown) => {
      deps.logger.warn(
        { jobId, err: err instanceof Error ? err.message : String(err) },
        'usage report not enqueued; the worker sweep will pick it up',
      );
      return false;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      deps.logger.warn({ jobId }, 'enqueue of usage report timed out; the worker sweep will pick it up');
      resolve(false);
    }, ENQUEUE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([add, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Picture usage routes. */
export const pictureUsageHandlers = {
  reportPictureUsage: async ({ body: report }, { deps, res, token }) => {
    const caller = requireToken(token);
    const stored = await recordPictureUsageReport(deps.pool, {
      accountId: caller.accountId,
      tokenId: caller.tokenId,
      idTransaction: report.id_transaction,
      test: report.test,
      assets: report.assets,
    });
    if (stored.outcome === 'conflict') {
      throw new ConflictError(
        `id_transaction ${report.id_transaction} was already reported by this account with a different payload`,
      );
    }
    // A duplicate still pending is enqueued again: its first job may have been lost with Redis.
    if (stored.state === 'pending') {
      await enqueueUsageReport(deps.queues.usageReport, deps, {
        accountId: caller.accountId,
        idTransaction: report.id_transaction,
      });
    }
    res.status(202);
    return { id_transaction: report.id_transaction, status: 'queued', duplicate: stored.outcome === 'duplicate' };
  },
  getPictureUsage: async ({ query }, { deps, token }) => {
    const caller = requireToken(token);
    const range = { from: query.from, to: query.to };
    const [results, pending] = await Promise.all([
      pictureUsageTotals(deps.pool, caller.accountId, range),
      countPendingPictureUsageReports(deps.pool, caller.accountId, range),
    ]);
    return { from: range.from ?? null, to: range.to ?? null, results, pending_reports: pending };
  },
} satisfies HandlerTable;
