/** A small closed-loop HTTP load generator: N workers, each sending its next request when the last one answers. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export async function load(options: { concurrency: number; requests?: number; seconds?: number; next: (i: number) => Promise<Response> }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const deadline = options.seconds ? performance.now() + options.seconds * 1000 : Number.POSITIVE_INFINITY;
  const limit = options.requests ?? Number.POSITIVE_INFINITY;
  const start = performance.now();
  const worker = async () => {
    while (issued < limit && performance.now() < deadline) {
      const i = issued++;
      const t0 = performance.now();
      try {
        const res = await options.next(i);
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, seconds, rps: latencies.length / seconds, p50: q(0.5), p95: q(0.95), p99: q(0.99), max: latencies[latencies.length - 1] ?? 0 };
}
