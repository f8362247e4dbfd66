import { describe, expect, it } from "vitest";
import { pollUntilReady, withRetries } from "./retry";

function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("withRetries", () => {
  it("retries up to 3 times with increasing delays, then gives up", async () => {
    const { waits, sleep } = fakeSleep();
    let attempts = 0;
    await expect(
      withRetries(async () => {
        attempts++;
        throw new Error("script failed");
      }, { sleep }),
    ).rejects.toThrow("script failed");
    expect(attempts).toBe(4);
    expect(waits).toEqual([1000, 2000, 3000]);
  });

  it("stops as soon as an attempt succeeds", async () => {
    const { waits, sleep } = fakeSleep();
    const result = await withRetries(async (n) => {
      if (n < 2) throw new Error("not yet");
      return `ok on ${n}`;
    }, { sleep });
    expect(result).toBe("ok on 2");
    expect(waits).toEqual([1000, 2000]);
  });
});

describe("pollUntilReady", () => {
  it("checks every second until ready", async () => {
    const { waits, sleep } = fakeSleep();
    let checks = 0;
    expect(await pollUntilReady(() => ++checks >= 3, { sleep })).toBe(true);
    expect(waits).toEqual([1000, 1000]);
  });

  it("reports false after the last poll", async () => {
    const { waits, sleep } = fakeSleep();
    expect(await pollUntilReady(() => false, { sleep, maxPolls: 4 })).toBe(false);
    expect(waits).toHaveLength(4);
  });
});
