import { createHash } from "node:crypto";

/** Keyset position: the last row's observed_at (UTC text with microseconds) and id, bound to the filters it was made for. */
export interface Position { observedAt: string; id: string }

const OBSERVED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function filterFingerprint(filters: Record<string, unknown>): string {
  const stable = Object.keys(filters)
    .sort()
    .filter((k) => filters[k] !== undefined)
    .map((k) => [k, filters[k]]);
  return createHash("sha256").update(JSON.stringify(stable)).digest("base64url").slice(0, 12);
}

export function encodeCursor(position: Position, fingerprint: string): string {
  return Buffer.from(JSON.stringify([position.observedAt, position.id, fingerprint])).toString("base64url");
}

/** null when the cursor is not one of ours or was made for other filters. */
export function decodeCursor(cursor: string, fingerprint: string): Position | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [observedAt, id, f] = value as unknown[];
    if (typeof observedAt !== "string" || !OBSERVED.test(observedAt) || Number.isNaN(Date.parse(observedAt))) return null;
    if (typeof id !== "string" || !/^\d{1,19}$/.test(id)) return null;
    if (f !== fingerprint) return null;
    return { observedAt, id };
  } catch {
    return null;
  }
}
