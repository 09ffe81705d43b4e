/**
 * Prometheus metrics of the worker process (prom-client global registry, scraped on
 * WORKER_METRICS_PORT), besides the process metrics and `mc_dependency_duration_seconds`:
 * - `mc_queue_jobs{queue, state}`: jobs per state (waiting, active, delayed, prioritized,
 *   waiting-children, completed, failed), read from Redis at scrape time;
 * - `mc_jobs_total{queue, outcome}`: jobs this process finished, `completed` or `failed` (a failed
 *   attempt that will be retried counts as `failed` too);
 * - `mc_job_duration_seconds{queue, outcome}`: processing time of those jobs (start → finish).
 */
import type { Queue, Worker } from 'bullmq';
import { Counter, Gauge, Histogram } from 'prom-client';

const STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'completed', 'failed'] as const;

const jobsTotal = new Counter({
  name: 'mc_jobs_total',
  help: 'Jobs finished by this worker process, by queue and outcome',
  labelNames: ['queue', 'outcome'] as const,
});

const jobDuration = new Histogram({
  name: 'mc_job_duration_seconds',
  help: 'Job processing time, seconds',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900],
});

/** Counts the outcomes of `workers`' jobs and reports the depth of `queues` at each scrape. */
export function registerQueueMetrics(workers: Worker[], queues: Queue[]): void {
  for (const worker of workers) {
    const record = (outcome: 'completed' | 'failed', job: { processedOn?: number; finishedOn?: number } | undefined) => {
      jobsTotal.inc({ queue: worker.name, outcome });
      if (job?.processedOn && job.finishedOn)
        jobDuration.observe({ queue: worker.name, outcome }, (job.finishedOn - job.processedOn) / 1000);
    };
    worker.on('completed', (job) => record('completed', job));
    worker.on('failed', (job) => record('failed', job));
  }
  new Gauge({
    name: 'mc_queue_jobs',
    help: 'Jobs in each BullMQ queue by state, at scrape time',
    labelNames: ['queue', 'state'] as const,
    async collect() {
      const counts = await Promise.all(queues.map((q) => q.getJobCounts(...STATES)));
      queues.forEach((q, i) => {
        for (const state of STATES) this.set({ queue: q.name, state }, counts[i]![state] ?? 0);
      });
    },
  });
}
