/**
 * The step-up of `bench:freshness`: rates offered one after the other, each for a fixed time, until
 * one does not hold (freshness p99 over {@link FRESHNESS_TARGET_MS}, the client under
 * {@link HELD_SHARE} of the offered rate, or a change lost); the sustained rate is what the last
 * step that held achieved. And the figures of a phase as the bench prints them.
 */
import { type ReadSamples, quantile } from './freshness-workload';

/** Freshness p99 a step must hold, ms. */
export const FRESHNESS_TARGET_MS = 1000;
/** Share of the offered rate the client must achieve for a step to hold. */
export const HELD_SHARE = 0.9;

/** What one phase of writes measured. */
export interface Phase {
  /** Changed entities per second offered. */
  rate: number;
  /** Changes the writers got a 2xx for. */
  changes: number;
  /** Seconds of writes. */
  writeS: number;
  /** Per visible change: its kind of change and its latency, ms. */
  latencies: { op: string; ms: number }[];
  /** Per request: its answer time, ms. */
  postMs: number[];
  /** The readers' samples during the writes. */
  reads: ReadSamples;
  /** CPU-seconds per process (`process-cpu.ts`). */
  cpu: Record<string, number>;
  /** Changes not visible after the phase, plus failed requests. */
  lost?: number;
}

/** Achieved changed entities per second. */
export const achieved = (p: Phase): number => p.changes / p.writeS;
/** Freshness quantile `q`, ms. */
export const freshness = (p: Phase, q: number): number =>
  quantile(
    p.latencies.map((l) => l.ms),
    q,
  );

/** Whether a step held (module doc). */
export function held(p: Phase): boolean {
  return freshness(p, 0.99) <= FRESHNESS_TARGET_MS && achieved(p) >= HELD_SHARE * p.rate && (p.lost ?? 0) === 0;
}

/** One line of a phase's figures. */
export function phaseLine(label: string, p: Phase): string {
  return (
    `${label}: ${p.rate}/s offered, ${achieved(p).toFixed(0)}/s achieved (${p.changes} changes); freshness p50 ` +
    `${freshness(p, 0.5).toFixed(0)} / p99 ${freshness(p, 0.99).toFixed(0)} ms; POST p50 ${quantile(p.postMs, 0.5).toFixed(0)} / ` +
    `p99 ${quantile(p.postMs, 0.99).toFixed(0)} ms; search p50 ${quantile(p.reads.ms, 0.5).toFixed(1)} / p99 ` +
    `${quantile(p.reads.ms, 0.99).toFixed(1)} ms (${p.reads.ms.length} reads, ${p.reads.failed} failed); lost ${p.lost ?? 0}`
  );
}

/**
 * Runs `step(rate)` for each of `rates` in order until one does not hold, printing each.
 * @returns the sustained rate (0 when no step held) and the steps run.
 */
export async function stepUp(
  rates: readonly number[],
  step: (rate: number) => Promise<Phase>,
): Promise<{ sustained: number; steps: Phase[] }> {
  const steps: Phase[] = [];
  let sustained = 0;
  for (const rate of rates) {
    const p = await step(rate);
    steps.push(p);
    const ok = held(p);
    console.log(`${phaseLine(`step ${rate}`, p)} — ${ok ? 'held' : 'did not hold'}`);
    if (!ok) break;
    sustained = Math.max(sustained, achieved(p));
  }
  return { sustained, steps };
}
