import "server-only";
import { fork } from "node:child_process";
import path from "node:path";
import { Worker, type ResourceLimits } from "node:worker_threads";

/**
 * CPU-heavy work off the request path (decision 030): a small pool of workers, each task with a
 * wall-time budget. A task over its budget gets its worker stopped and a fresh worker takes its
 * place; a worker that dies (out of memory, a crash) fails only its own task. The event loop that
 * serves requests never runs the task itself.
 *
 * Two kinds of worker. A thread (`worker_threads`, memory capped by `resourceLimits`) is cheap and
 * `terminate()` stops JavaScript at once — but not native code: a thread inside a long native call
 * (resvg rendering a filter, libvips decoding) keeps its core busy until the call returns, however
 * long (measured: 100 s after terminate). Native work therefore runs in a child process, which
 * SIGKILL stops at once; its V8 heap is capped with --max-old-space-size.
 *
 * Worker files speak one protocol: `{ ready: true }` once loaded (a task's budget starts only
 * then, so a slow start-up on a busy machine is not charged to the task), then `{ id, input }` in,
 * `{ id, ok: true, value }` or `{ id, ok: false, error: { code, message } }` out.
 */

export class WorkerTimeoutError extends Error {
  constructor(readonly budgetMs: number) {
    super(`worker task exceeded its ${budgetMs} ms budget`);
    this.name = "WorkerTimeoutError";
  }
}

/** The worker died under the task (memory limit, native crash) or refused it with an unexpected error. */
export class WorkerFailedError extends Error {
  constructor(message: string, readonly code: string | null = null) {
    super(message);
    this.name = "WorkerFailedError";
  }
}

/** The task ran and the worker reported an expected refusal (`code` decides the user-facing message). */
export class WorkerTaskError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = "WorkerTaskError";
  }
}

/** The pool's queue is full: too many tasks waiting already. */
export class WorkerBusyError extends Error {
  constructor() {
    super("worker pool queue is full");
    this.name = "WorkerBusyError";
  }
}

export interface WorkerPoolOptions {
  /** Path of the worker file, relative to the project root (the server's working directory) or absolute. */
  file: string;
  /** "thread" (default) for JavaScript work, "process" for work in native code (see above). */
  kind?: "thread" | "process";
  size: number;
  /** Wall-time budget of one task, from the moment a worker starts it. */
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
  execArgv?: string[];
  workerData?: unknown;
  /** Tasks allowed to wait for a free worker; more are refused with WorkerBusyError. */
  maxQueue?: number;
}

interface Task {
  input: unknown;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
}

/** A thread or a child process behind one face. */
interface WorkerHandle {
  post(message: unknown, transfer: ArrayBuffer[]): void;
  stop(): void;
  ref(): void;
  unref(): void;
  on(event: "message", fn: (m: Reply) => void): void;
  on(event: "error", fn: (e: Error & { code?: string }) => void): void;
  on(event: "exit", fn: (code: number | null) => void): void;
}

interface Slot {
  worker: WorkerHandle;
  ready: boolean;
  busy: { id: number; task: Task; timer: NodeJS.Timeout | null } | null;
}

type Reply = { ready: true } | { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { code?: string; message?: string } };

/** How long a worker may take to load before its first task fails. */
const STARTUP_TIMEOUT_MS = 60_000;

export class WorkerPool<I, O> {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers started so far (replacements included): tests and benchmarks read it. */
  started = 0;

  constructor(private readonly options: WorkerPoolOptions) {}

  run(input: I, opts: { timeoutMs?: number; transfer?: ArrayBuffer[] } = {}): Promise<O> {
    if (this.closed) return Promise.reject(new WorkerFailedError("worker pool is closed"));
    return new Promise<O>((resolve, reject) => {
      const task: Task = { input, transfer: opts.transfer ?? [], timeoutMs: opts.timeoutMs ?? this.options.timeoutMs, resolve: resolve as (v: unknown) => void, reject };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, task);
      if (this.queue.length >= (this.options.maxQueue ?? Infinity)) return reject(new WorkerBusyError());
      this.queue.push(task);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) t.reject(new WorkerFailedError("worker pool is closed"));
    for (const s of this.slots.splice(0)) s.worker.stop();
  }

  private idleSlot(): Slot | null {
    const free = this.slots.find((s) => !s.busy);
    if (free) return free;
    if (this.slots.length < this.options.size) return this.spawn();
    return null;
  }

  private spawn(): Slot {
    const file = path.isAbsolute(this.options.file) ? this.options.file : path.join(/* turbopackIgnore: true */ process.cwd(), this.options.file);
    const worker = this.options.kind === "process" ? this.spawnProcess(file) : this.spawnThread(file);
    this.started++;
    // An idle worker must not keep a CLI or a test process alive.
    worker.unref();
    const slot: Slot = { worker, ready: false, busy: null };
    worker.on("message", (reply: Reply) => ("ready" in reply ? this.onReady(slot) : this.settle(slot, reply)));
    worker.on("error", (e: Error & { code?: string }) => this.fail(slot, new WorkerFailedError(`worker failed: ${e.message}`, e.code ?? null)));
    worker.on("exit", (code) => this.fail(slot, new WorkerFailedError(`worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  private spawnThread(file: string): WorkerHandle {
    const w = new Worker(file, { resourceLimits: this.options.resourceLimits, execArgv: this.options.execArgv, workerData: this.options.workerData, stdout: false, stderr: false });
    return {
      post: (m, transfer) => w.postMessage(m, transfer),
      stop: () => void w.terminate(),
      ref: () => w.ref(),
      unref: () => w.unref(),
      on: (event: string, fn: (...args: never[]) => void) => void w.on(event, fn as (...args: unknown[]) => void),
    };
  }

  private spawnProcess(file: string): WorkerHandle {
    const heapMb = this.options.resourceLimits?.maxOldGenerationSizeMb;
    const child = fork(file, [], {
      execArgv: [...(heapMb ? [`--max-old-space-size=${heapMb}`] : []), ...(this.options.execArgv ?? [])],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      env: { ...process.env, WORKER_DATA: JSON.stringify(this.options.workerData ?? null) },
    });
    const channel = () => (child as unknown as { channel?: { ref(): void; unref(): void } }).channel;
    return {
      post: (m) => void child.send(m as never),
      stop: () => void child.kill("SIGKILL"),
      ref: () => (child.ref(), channel()?.ref()),
      unref: () => (child.unref(), channel()?.unref()),
      on: (event: string, fn: (...args: never[]) => void) => void child.on(event, fn as (...args: unknown[]) => void),
    };
  }

  private start(slot: Slot, task: Task): void {
    const id = this.nextId++;
    slot.busy = { id, task, timer: null };
    slot.worker.ref();
    if (slot.ready) this.send(slot);
    else slot.busy.timer = setTimeout(() => this.fail(slot, new WorkerFailedError("worker did not start")), STARTUP_TIMEOUT_MS);
  }

  private onReady(slot: Slot): void {
    slot.ready = true;
    if (slot.busy) {
      if (slot.busy.timer) clearTimeout(slot.busy.timer);
      this.send(slot);
    }
  }

  /** Hands the slot's task to its (ready) worker; the task's budget starts now. */
  private send(slot: Slot): void {
    const busy = slot.busy!;
    busy.timer = setTimeout(() => this.fail(slot, new WorkerTimeoutError(busy.task.timeoutMs)), busy.task.timeoutMs);
    slot.worker.post({ id: busy.id, input: busy.task.input }, busy.task.transfer);
  }

  private settle(slot: Slot, reply: Exclude<Reply, { ready: true }>): void {
    const busy = slot.busy;
    if (!busy || busy.id !== reply.id) return;
    if (busy.timer) clearTimeout(busy.timer);
    slot.busy = null;
    slot.worker.unref();
    if (reply.ok) busy.task.resolve(reply.value);
    else busy.task.reject(new WorkerTaskError(reply.error.code ?? "FAILED", reply.error.message ?? "worker task failed"));
    this.drain(slot);
  }

  /** Ends the slot's task with `e` and replaces its worker (terminated: it may still be spinning). */
  private fail(slot: Slot, e: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return; // already replaced
    this.slots.splice(index, 1);
    const busy = slot.busy;
    slot.busy = null;
    if (busy) {
      if (busy.timer) clearTimeout(busy.timer);
      busy.task.reject(e);
    }
    slot.worker.stop();
    if (this.closed) return;
    const next = this.queue.shift();
    if (next) this.start(this.spawn(), next);
  }

  private drain(slot: Slot): void {
    const next = this.queue.shift();
    if (next) this.start(slot, next);
  }
}
