/**
 * For billing integration tests: the local Stripe fake and the webhook receiver on 127.0.0.1 at
 * random ports, no Stripe keys and no live exchange rates. Must run before any app module reads the
 * environment, so test files call it from `vi.hoisted`:
 *   const ports = await vi.hoisted(async () => (await import("./testing/stripe-env")).useLocalStripeFake());
 */
export function useLocalStripeFake(extra: Record<string, string> = {}): { fake: number; receiver: number } {
  const fake = 21000 + Math.floor(Math.random() * 20000);
  process.env.STRIPE_SECRET_KEY = "";
  process.env.STRIPE_WEBHOOK_SECRET = "";
  process.env.STRIPE_FAKE_PORT = String(fake);
  process.env.APP_URL = `http://127.0.0.1:${fake + 1}`;
  process.env.EXCHANGE_RATES_URL = "";
  Object.assign(process.env, extra);
  return { fake, receiver: fake + 1 };
}
