/**
 * A background service (a pg-boss instance and its workers) started at most once per process. It is
 * kept on globalThis, so a module loaded twice (Next's server layers, a dev reload) still shares it.
 * A start that fails is forgotten, so the next call tries again; stop forgets it first, so a start
 * during shutdown begins afresh.
 */
export function processService<T>(key: string, start: () => Promise<T>, stop: (service: T) => Promise<unknown>): { start(): Promise<void>; stop(): Promise<void> } {
  const g = globalThis as unknown as Record<string, Promise<T> | undefined>;
  return {
    async start() {
      g[key] ??= start().catch((e: unknown) => {
        g[key] = undefined;
        throw e;
      });
      await g[key];
    },
    async stop() {
      const running = g[key];
      g[key] = undefined;
      if (!running) return;
      const service = await running.then((s) => ({ s }), () => null);
      if (service) await stop(service.s);
    },
  };
}
