import { format } from "node:util";

/**
 * One log call, one line (issue 23, class 11): a request value carrying a newline (a callbackUrl,
 * a header, an error message that quotes input) must not start a line of its own that reads like
 * a genuine record. Line breaks and other control characters are written as escapes, the way
 * JSON would; tabs stay. The structured logger (logger.ts) already writes JSON lines.
 */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/g, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

const METHODS = ["log", "info", "warn", "error", "debug", "trace"] as const;
let installed = false;

/**
 * Makes every console call of this process (ours, Next's, Auth.js's) write exactly one line:
 * the arguments are formatted as console would (util.format), then escaped by oneLine.
 * Installed once at server start (instrumentation.ts).
 */
export function installOneLineConsole(target: Console = console): void {
  if (installed && target === console) return;
  if (target === console) installed = true;
  for (const method of METHODS) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => original(oneLine(format(...args)));
  }
}
