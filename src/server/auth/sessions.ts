// The session layer. Lucia v3 (deprecated upstream in 2025, still sound) is used only here, behind
// the SessionLayer interface, so it can be replaced without touching the rest of the server.
import { Lucia, TimeSpan } from 'lucia';
import type { Role } from '../../shared/roles.js';
import type { Db } from '../db/schema.js';
import { hashToken } from '../lib/hash.js';
import { readCookie } from './cookies.js';
import { KyselyAdapter } from './kysely-adapter.js';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role | null;
}

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  /** True when the expiry was just extended and the cookie must be sent again. */
  fresh: boolean;
}

export interface SessionCookie {
  name: string;
  value: string;
  /** The full Set-Cookie header value. */
  serialized: string;
}

export interface SessionLayer {
  cookieName: string;
  /** The session id from a Cookie header, if it holds one of ours. */
  readCookie(cookieHeader: string): string | null;
  /**
   * The session and its account, and the gym settings' version the same statement read (null when
   * the settings row is not written yet): see settings.store.ts.
   */
  validate(sessionId: string): Promise<{ session: Session; user: SessionUser; settingsVersion: number | null } | null>;
  create(userId: string): Promise<{ session: Session; cookie: SessionCookie }>;
  invalidate(sessionId: string): Promise<void>;
  /** Ends every session of the account, or every one but `keepSessionId`. */
  invalidateAllForUser(userId: string, keepSessionId?: string): Promise<void>;
  cookieFor(sessionId: string): SessionCookie;
  blankCookie(): SessionCookie;
  deleteExpired(): Promise<void>;
}

export const SESSION_COOKIE_NAME = 'palaestra_session';

export function createSessionLayer(db: Db, options: { secureCookies: boolean }): SessionLayer {
  const lucia = new Lucia(new KyselyAdapter(db), {
    // Lucia extends a session that is past half its life: a sliding 30-day expiry.
    sessionExpiresIn: new TimeSpan(30, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      expires: true,
      attributes: { secure: options.secureCookies, sameSite: 'lax' },
    },
    getUserAttributes: (attributes) => attributes,
    getSessionAttributes: (attributes) => attributes,
  });

  const toCookie = (c: { name: string; value: string; serialize(): string }): SessionCookie => ({
    name: c.name,
    value: c.value,
    serialized: c.serialize(),
  });

  return {
    cookieName: lucia.sessionCookieName,
    // Not lucia.readSessionCookie: it decodes every cookie in the header and throws on one bad one.
    readCookie: (cookieHeader) => readCookie(cookieHeader, lucia.sessionCookieName),
    async validate(sessionId) {
      const result = await lucia.validateSession(sessionId);
      if (!result.session) return null;
      const { session, user } = result;
      return {
        session: { id: session.id, userId: session.userId, expiresAt: session.expiresAt, fresh: session.fresh },
        user: { id: user.id, name: user.name, email: user.email, role: user.role },
        settingsVersion: session.settingsVersion ?? null,
      };
    },
    async create(userId) {
      const session = await lucia.createSession(userId, {});
      return {
        session: { id: session.id, userId, expiresAt: session.expiresAt, fresh: true },
        cookie: toCookie(lucia.createSessionCookie(session.id)),
      };
    },
    invalidate: (sessionId) => lucia.invalidateSession(sessionId),
    async invalidateAllForUser(userId, keepSessionId) {
      if (keepSessionId === undefined) return lucia.invalidateUserSessions(userId);
      await db
        .deleteFrom('sessions')
        .where('userId', '=', userId)
        .where('id', '!=', hashToken(keepSessionId))
        .execute();
    },
    cookieFor: (sessionId) => toCookie(lucia.createSessionCookie(sessionId)),
    blankCookie: () => toCookie(lucia.createBlankSessionCookie()),
    deleteExpired: () => lucia.deleteExpiredSessions(),
  };
}

declare module 'lucia' {
  interface Register {
    Lucia: Lucia<SessionAttributes, SessionUserAttributes>;
    DatabaseUserAttributes: SessionUserAttributes;
    DatabaseSessionAttributes: SessionAttributes;
  }
}

/** Read with the session, not stored in it: the gym settings' version at that moment. */
interface SessionAttributes {
  settingsVersion?: number | null;
}

interface SessionUserAttributes {
  name: string;
  email: string;
  role: Role | null;
}
