import "server-only";
import { env } from "@/server/env";
import { startLocalStripeFake } from "./start";

/** Called at server start: with real Stripe keys configured there is nothing to start. */
export async function ensureLocalStripeFake(log: (line: string) => void): Promise<void> {
  if (env.STRIPE_SECRET_KEY) return;
  await startLocalStripeFake(env.STRIPE_FAKE_PORT, log);
}
