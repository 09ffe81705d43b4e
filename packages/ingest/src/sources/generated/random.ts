/**
 * Seeded pseudo-random numbers for deterministic benchmarks and the catalog generator.
 * Mulberry32 (Tommy Ettinger's 32-bit generator, public domain): small, fast, fine for sampling
 * (not for cryptography).
 */

/** Mulberry32: a small deterministic PRNG returning numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A PRNG for item `index` of stream `stream` under `seed`: each generated entity gets its own
 * generator, so item i is the same whatever was generated before it (streaming, resumable).
 */
export function itemPrng(seed: number, stream: number, index: number): () => number {
  return prng(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35) ^ Math.imul(index + 1, 0x27d4eb2f));
}

/** Deterministic sample of `n` values (Fisher-Yates on {@link prng}). */
export function sample<T>(values: T[], n: number, seed = 42): T[] {
  const rand = prng(seed);
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}
