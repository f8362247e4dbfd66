import "server-only";
import { hash, verify } from "@node-rs/argon2";

// OWASP minimum for argon2id (RELIABILITY.md R-09): m=19456 KiB, t=2, p=1.
const PARAMS = { algorithm: 2 /* Argon2id; the const enum cannot be imported under isolatedModules */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same hashing time for an unknown e-mail, so timing does not reveal which e-mails exist. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("cartwise-dummy-password-Aa1!");
  await verifyPassword(await dummyHash, password);
}

export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith("$argon2id$v=19$m=19456,t=2,p=1$");
}
