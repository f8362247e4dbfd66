/** Polls `url` until it answers 2xx (benchmarks and the load harness waiting for their own server). */
export async function waitForServer(url: string, timeoutMs: number, everyMs = 500): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`server at ${url} did not come up within ${Math.round(timeoutMs / 1000)} s`);
}
