/**
 * Progress of the `catalog` CLI's long stages (imports, index rebuilds), one helper for all of them.
 *
 * On a terminal (stdout and stderr both TTYs) each task is a cli-progress bar on stderr, and
 * {@link ProgressBoard.log} prints above the bars. Otherwise (output to a file, a pipe, CI) bars
 * would print nothing useful (cli-progress writes a blank line per bar and stop), so each task
 * prints a plain line `label: value/total (pct%)` on stdout at most every
 * {@link PLAIN_INTERVAL_MS}, when it moved; tasks shorter than that print nothing of their own.
 */
import { MultiBar, Presets } from 'cli-progress';

/** Least time between two plain progress lines of one task, ms. */
export const PLAIN_INTERVAL_MS = 5000;

/** One task's progress: counts of work units (records, documents). */
export interface ProgressTask {
  /** Sets the number of units the task has (it may grow as the task learns more). */
  setTotal(total: number): void;
  /** Sets the number of units done. */
  update(done: number): void;
  /** Adds `by` (default 1) units done. */
  increment(by?: number): void;
  /** Ends the task (its bar stays drawn on a terminal). */
  stop(): void;
}

/** The progress of one CLI command: its tasks and the lines it prints meanwhile. */
export interface ProgressBoard {
  /** Starts a task named `label` with `total` units (at least 1 is shown). */
  task(label: string, total: number): ProgressTask;
  /** Prints a line (above the bars on a terminal). */
  log(line: string): void;
  /** Ends every task; call it once, last (also when the command fails). */
  stop(): void;
}

/** Options of {@link plainProgressBoard} (tests inject the clock and the output). */
export interface PlainProgressOptions {
  intervalMs?: number;
  /** Current time, ms. Default `Date.now`. */
  now?: () => number;
  /** Where lines go. Default `console.log`. */
  write?: (line: string) => void;
}

/** `value/total (pct%)` of a task, total at least 1. */
const figures = (done: number, total: number) => {
  const t = Math.max(total, 1);
  return `${done}/${t} (${Math.floor((100 * Math.min(done, t)) / t)}%)`;
};

/** The board without a terminal: throttled plain lines (module doc). */
export function plainProgressBoard(opts: PlainProgressOptions = {}): ProgressBoard {
  const interval = opts.intervalMs ?? PLAIN_INTERVAL_MS;
  const now = opts.now ?? Date.now;
  const write = opts.write ?? ((line: string) => console.log(line));
  return {
    task(label, total) {
      let t = total;
      let done = 0;
      let printedAt = now();
      let printed = -1;
      const maybePrint = () => {
        if (done === printed || now() - printedAt < interval) return;
        printedAt = now();
        printed = done;
        write(`${label}: ${figures(done, t)}`);
      };
      return {
        setTotal: (n) => void (t = n),
        update: (n) => {
          done = n;
          maybePrint();
        },
        increment: (by = 1) => {
          done += by;
          maybePrint();
        },
        stop: () => undefined,
      };
    },
    log: write,
    stop: () => undefined,
  };
}

/** The board on a terminal: cli-progress bars on stderr, `{label} |bar| value/total pct%`. */
export function barProgressBoard(): ProgressBoard {
  const bars = new MultiBar(
    { format: ' {label} |{bar}| {value}/{total} {percentage}%', hideCursor: true, clearOnComplete: false },
    Presets.shades_classic,
  );
  // Lines logged while bars are drawn wait for the next redraw; stop redraws once more so the last
  // ones (a command's summary) are printed too. Before the first and after the last bar, plain lines.
  let drawing = false;
  let stopped = false;
  return {
    task(label, total) {
      drawing = !stopped;
      const bar = bars.create(Math.max(total, 1), 0, { label: label.padEnd(36) });
      return {
        setTotal: (n) => bar.setTotal(Math.max(n, 1)),
        update: (n) => bar.update(n),
        increment: (by = 1) => bar.increment(by),
        stop: () => bar.stop(),
      };
    },
    log: (line) => (drawing ? bars.log(`${line}\n`) : console.log(line)),
    stop: () => {
      if (stopped) return;
      stopped = true;
      if (drawing) bars.update();
      drawing = false;
      bars.stop();
    },
  };
}

/**
 * The board for this process's output: bars on a terminal; otherwise plain lines (module doc), or,
 * with `plainLines: false`, only the logged lines (a quiet import's log).
 */
export function progressBoard(opts: { plainLines?: boolean } = {}): ProgressBoard {
  if (process.stdout.isTTY && process.stderr.isTTY) return barProgressBoard();
  return plainProgressBoard(opts.plainLines === false ? { intervalMs: Number.POSITIVE_INFINITY } : {});
}

/** A `(done, total)` callback (the index builds' `IndexProgress`) showing task `label` of `board`. */
export function progressCallback(board: ProgressBoard, label: string): (done: number, total: number) => void {
  const task = board.task(label, 1);
  return (done, total) => {
    task.setTotal(total);
    task.update(done);
  };
}
