import "server-only";
import { StripeFake } from "./server";
import { logger } from "@/server/logger";

const globalForFake = globalThis as unknown as { cartwiseStripeFake?: Promise<StripeFake | null> };

/**
 * Starts the local Stripe fake once per process on 127.0.0.1:<port>. If the port is taken (another
 * Cartwise instance already runs the fake) this instance uses that one: each instance has its own
 * generated key and registers its own webhook endpoint, so the fakes' accounts never mix.
 */
export function startLocalStripeFake(port: number, log: (line: string) => void = (line) => logger.info(line)): Promise<StripeFake | null> {
  globalForFake.cartwiseStripeFake ??= (async () => {
    const fake = new StripeFake({ port, host: "127.0.0.1", log });
    try {
      await fake.listen();
      log(`[stripe-fake] local Stripe test mode on ${fake.baseUrl} — test payments, no money moves`);
      return fake;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EADDRINUSE") {
        log(`[stripe-fake] port ${port} in use: using the Stripe fake already running there`);
        return null;
      }
      throw e;
    }
  })();
  return globalForFake.cartwiseStripeFake;
}
