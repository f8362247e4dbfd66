import { describe, expect, it } from "vitest";
import { processService } from "./process-service";

describe("processService", () => {
  it("starts once however often it is asked, and stops what it started", async () => {
    let starts = 0;
    const stopped: number[] = [];
    const svc = processService("cartwiseTestServiceA", async () => ++starts, async (n) => void stopped.push(n));
    await Promise.all([svc.start(), svc.start(), svc.start()]);
    expect(starts).toBe(1);
    await svc.stop();
    expect(stopped).toEqual([1]);
    await svc.stop(); // nothing running: nothing stopped
    expect(stopped).toEqual([1]);
    await svc.start();
    expect(starts).toBe(2);
    await svc.stop();
  });

  it("forgets a start that failed, so the next call tries again; stopping it stops nothing", async () => {
    let attempts = 0;
    const stopped: string[] = [];
    const svc = processService("cartwiseTestServiceB", async () => {
      if (++attempts === 1) throw new Error("database not ready");
      return "boss";
    }, async (s) => void stopped.push(s));
    await expect(svc.start()).rejects.toThrow("database not ready");
    await svc.stop();
    expect(stopped).toEqual([]);
    await svc.start();
    expect(attempts).toBe(2);
    await svc.stop();
    expect(stopped).toEqual(["boss"]);
  });
});
