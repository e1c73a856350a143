// argon2id at OWASP's minimum parameters (m=19 MiB, t=2, p=1): ~40 ms per hash here. Every hash in
// the app goes through one gate (see hashing-gate.ts), so a flood cannot starve known users.
import { hash, verify } from '@node-rs/argon2';
import { HashingGate, type HashLane } from './hashing-gate.js';

// 2 is Algorithm.Argon2id; the package declares it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const gate = new HashingGate();

export function hashPassword(password: string, lane: HashLane = 'normal'): Promise<string> {
  return gate.run(lane, () => hash(password, OPTIONS));
}

export async function verifyPassword(
  passwordHash: string,
  password: string,
  lane: HashLane = 'normal',
): Promise<boolean> {
  return gate.run(lane, async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

// Verifying against this when no account matches keeps the reply time the same whether or not the
// email exists, so timing does not reveal who has an account.
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hash('decoy-password-for-unknown-accounts', OPTIONS);
  await verifyPassword(await decoyHash, password);
  return false;
}
