// Staff accounts for walks about what a role sees: made directly, as the Staff section's invitation
// would leave them once the password is set (the Staff section's own walk goes through the mail).
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/server/auth/password.js';
import { insertAccount } from '../../src/server/features/auth/auth.queries.js';
import type { StaffRole } from '../../src/shared/roles.js';

export interface StaffPerson {
  name: string;
  email: string;
  password: string;
}

/** A staff account of this role that can sign in at once; returns its user id. */
export async function seedStaff(app: FastifyInstance, role: StaffRole, person: StaffPerson): Promise<string> {
  return insertAccount(app.deps.db, {
    name: person.name,
    email: person.email,
    passwordHash: await hashPassword(person.password),
    role,
    joinDate: app.deps.clock.now().toISOString(),
  });
}
