import "server-only";
import { markDraining } from "./readiness";
import { logger } from "./logger";

/**
 * Graceful shutdown (RELIABILITY R-48). On SIGTERM/SIGINT: readiness turns 503 at once, Next's own
 * handler stops accepting connections and waits for in-flight requests, and our hooks (job workers
 * finishing or handing back their runs) run meanwhile. Next ends with process.exit once its server is
 * closed; we hold that exit until our hooks and the database close are done, bounded by
 * SHUTDOWN_TIMEOUT_MS, and a signal-initiated shutdown that completes exits 0.
 */
type Hook = { name: string; run: () => Promise<void>; phase: "drain" | "close" };

interface ShutdownState { hooks: Hook[]; installed: boolean; started: Promise<void> | null }
const g = globalThis as unknown as { cartwiseShutdown?: ShutdownState };
const state = (g.cartwiseShutdown ??= { hooks: [], installed: false, started: null });

export const SHUTDOWN_TIMEOUT_MS = 30_000;

/** `drain` hooks run as soon as the signal arrives (stop taking jobs, finish running ones); `close` hooks run after requests drained (database). */
export function onShutdown(name: string, run: () => Promise<void>, phase: Hook["phase"] = "drain"): void {
  state.hooks = state.hooks.filter((h) => h.name !== name);
  state.hooks.push({ name, run, phase });
}

async function runPhase(phase: Hook["phase"]): Promise<void> {
  await Promise.all(
    state.hooks
      .filter((h) => h.phase === phase)
      .map((h) => h.run().catch((e: unknown) => logger.error({ hook: h.name, err: e }, "[shutdown] hook failed"))),
  );
}

export function installShutdownHandler(log: (msg: string) => void = (m) => logger.info(m)): void {
  if (state.installed) return;
  state.installed = true;
  const realExit = process.exit.bind(process);
  const begin = (signal: string) => {
    if (state.started) return;
    log(`[shutdown] ${signal}: draining (ready → 503), finishing in-flight work`);
    markDraining();
    const drained = runPhase("drain");
    state.started = drained;
    const deadline = setTimeout(() => {
      log(`[shutdown] still busy after ${SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
      realExit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    // Next calls process.exit(128 + signal) once its HTTP server has closed; finish ours first.
    process.exit = ((code?: number) => {
      void drained
        .then(() => runPhase("close"))
        .finally(() => {
          log("[shutdown] done");
          realExit(code === 143 || code === 130 ? 0 : code);
        });
    }) as typeof process.exit;
  };
  process.once("SIGTERM", () => begin("SIGTERM"));
  process.once("SIGINT", () => begin("SIGINT"));
}
