import type { Generated } from 'kysely';
import type { Role } from '../../../shared/roles.js';

/** One row per account; it is also the account's profile (name, join date). The plan is its membership's. */
export interface UsersTable {
  id: string;
  name: string;
  /** Stored lower-cased: emails compare case-insensitively. null: a walk-in added at the desk without one. */
  email: string | null;
  /** null until an invited person (staff, or a member added at the desk) sets a password. */
  passwordHash: string | null;
  /** null while the registration awaits approval. */
  role: Role | null;
  phone: Generated<string | null>;
  /** When the account last signed in (the Staff list). */
  lastSignInAt: Generated<string | null>;
  emergencyContactName: Generated<string>;
  emergencyContactPhone: Generated<string>;
  /** 1: class and pass reminders may be mailed (receipts and account mail always are). */
  reminderEmails: Generated<number>;
  /** When "Close my account" was carried out: the personal fields are erased, the ledger kept. */
  closedAt: Generated<string | null>;
  joinDate: string | null;
  createdAt: string;
  /** searchKey(name) + '\n' + searchKey(email): the Member List search folds capitals and accents. */
  searchKey: string;
  /** What the member owes (open bills, amount less paid), kept by triggers on bills (migration 0017). */
  balanceCents: Generated<number>;
  /** The member's latest check-in; null: never. Kept by triggers on check_ins (migration 0017). */
  lastVisitAt: Generated<string | null>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session token in the cookie; the token itself is never stored. */
  id: string;
  userId: string;
  expiresAt: string;
}

export interface PasswordResetTokensTable {
  /** SHA-256 of the token mailed to the person; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
}

/** A browser (by the hash of its device cookie) that has signed in to an account before. */
export interface TrustedDevicesTable {
  tokenHash: string;
  userId: string;
  createdAt: string;
  lastUsedAt: string;
}

/** A "set your password" link (staff invitation, member added at the desk): single use, stored hashed. */
export interface AccountInvitationsTable {
  tokenHash: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
  createdBy: string | null;
}

export interface AuthTables {
  accountInvitations: AccountInvitationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  trustedDevices: TrustedDevicesTable;
}
