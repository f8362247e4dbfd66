/**
 * CLI output that arrives whole. `process.stdout.write(big); process.exit()` loses whatever the
 * pipe has not taken yet (a pipe holds ~64 kB; Node queues the rest and exit drops the queue), so a
 * reader of `npm run --silent scrape … | jq` got a cut-off JSON. These helpers write, wait for the
 * write's callback (the data handed to the OS), and only then exit.
 */

/** Thrown by a CLI's `fail()` so the top level can print and exit once, after stdout drained. */
export class CliExit extends Error {
  constructor(
    readonly output: { json: unknown } | { stderr: string },
    readonly code: number,
  ) {
    super("cli exit");
    this.name = "CliExit";
  }
}

let stdoutErrorsHandled = false;

/** Writes `text` to stdout and resolves once it has been flushed (or the reader went away). */
export function writeStdout(text: string, stream: NodeJS.WritableStream = process.stdout): Promise<void> {
  if (!stdoutErrorsHandled && stream === process.stdout) {
    // A reader that closes early (`| head`) must not turn into an uncaught EPIPE.
    process.stdout.on("error", () => {});
    stdoutErrorsHandled = true;
  }
  return new Promise((resolve) => {
    stream.write(text, () => resolve());
  });
}

/** Prints `value` as one line of JSON, waits for stdout to drain, then exits with `code`. */
export async function writeJsonAndExit(value: unknown, code = 0): Promise<never> {
  await writeStdout(`${JSON.stringify(value)}\n`);
  process.exit(code);
}

/** Prints a message to stderr, waits for it, then exits (errors of CLIs whose stdout is JSON only). */
export async function writeErrorAndExit(message: string, code = 1): Promise<never> {
  await writeStdout(message.endsWith("\n") ? message : `${message}\n`, process.stderr);
  process.exit(code);
}

/** The top-level handler of a CLI: a CliExit prints its output; anything else prints `fallback`. */
export async function exitWith(error: unknown, fallback: CliExit): Promise<never> {
  const exit = error instanceof CliExit ? error : fallback;
  if ("json" in exit.output) return writeJsonAndExit(exit.output.json, exit.code);
  return writeErrorAndExit(exit.output.stderr, exit.code);
}
