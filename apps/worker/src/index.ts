/**
 * `@mc/worker`, the package entry: the workers as a library, for processes that embed them
 * (benches, integration tests). The worker process itself starts from `main.ts`
 * (`npm run worker`, `dist/bin/worker.js`).
 */
export {
  type UsageReportWorkerDeps,
  type UsageReportWorkerHandle,
  type UsageReportWorkerOptions,
  startUsageReportWorker,
} from './usage-report-worker';
export {
  type MatchJobWorkerDeps,
  type MatchJobWorkerHandle,
  type MatchJobWorkerOptions,
  startMatchJobWorker,
} from './match-job-worker';
export { type DeriveReaderDeps, type DeriveReaderOptions, startDeriveReader } from './derive-reader';
export { type FeedReaderHandle, type FeedReaderSpec, type ReaderTurn, startFeedReader } from './feed-reader-loop';
