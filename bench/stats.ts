/** Small helpers the benchmarks share: a seeded generator (mulberry32, never Math.random) and percentiles. */

export const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** The p-th percentile (0–100) of `xs`, by rank; NaN for none. */
export const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

/** This process's CPU time so far (user + system) in ms: unlike the wall clock, not inflated by other processes on a shared machine. */
export const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The q-quantile (0–1) of `xs`, by rank; NaN for none. */
export const quantile = (xs: readonly number[], q: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

/** 95 % percentile bootstrap interval of the mean of `xs` (2,000 resamples, seeded by the sample's size). */
export function bootstrap(xs: readonly number[]): [number, number] {
  const rand = prng(xs.length);
  const means: number[] = [];
  for (let b = 0; b < 2000; b++) {
    let sum = 0;
    for (let i = 0; i < xs.length; i++) sum += xs[Math.floor(rand() * xs.length)]!;
    means.push(sum / xs.length);
  }
  return [quantile(means, 0.025), quantile(means, 0.975)];
}
