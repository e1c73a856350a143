// The session layer's promises, checked through its own interface: a 30-day sliding session in a
// script-proof cookie, what validate hands back, which sessions each way of ending them ends, and
// that the table holds only hashes of the tokens in cookies.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../lib/hash.js';
import { createAccount, createTestDatabase, type TestAccount, type TestDatabase } from '../test/harness.js';
import { KyselyAdapter } from './kysely-adapter.js';
import { createSessionLayer, type SessionLayer } from './sessions.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestDatabase;
let layer: SessionLayer;
let alice: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  t = await createTestDatabase();
  layer = createSessionLayer(t.db, { secureCookies: false });
  alice = await createAccount(t.db, 'member', { name: 'Alice Moss' });
  bob = await createAccount(t.db, 'admin');
});
afterEach(() => t.close());

const storedIds = async () =>
  (await t.db.selectFrom('sessions').select('id').orderBy('id').execute()).map((r) => r.id).sort();

describe('a new session', () => {
  it('lasts 30 days and comes in an HttpOnly, SameSite=Lax cookie for the whole site', async () => {
    const before = Date.now();
    const { session, cookie } = await layer.create(alice.id);
    expect(session).toMatchObject({ userId: alice.id, fresh: true });
    expect(session.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(session.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);
    expect(cookie.name).toBe('palaestra_session');
    expect(cookie.value).toBe(session.id);
    const attributes = cookie.serialized.split('; ');
    expect(attributes[0]).toBe(`palaestra_session=${session.id}`);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes).not.toContain('Secure');
    expect(layer.cookieName).toBe('palaestra_session');
  });

  it('is marked Secure when the app runs over HTTPS', async () => {
    const secure = createSessionLayer(t.db, { secureCookies: true });
    const { cookie } = await secure.create(alice.id);
    expect(cookie.serialized.split('; ')).toContain('Secure');
    expect(secure.cookieFor('x').serialized.split('; ')).toContain('Secure');
  });

  it('is stored only as the hash of its token', async () => {
    const { session } = await layer.create(alice.id);
    expect(await storedIds()).toEqual([hashToken(session.id)]);
  });
});

describe('validate', () => {
  it('gives back the session and who it belongs to', async () => {
    const { session } = await layer.create(alice.id);
    expect(await layer.validate(session.id)).toEqual({
      session: { id: session.id, userId: alice.id, expiresAt: session.expiresAt, fresh: false },
      user: { id: alice.id, name: 'Alice Moss', email: alice.email, role: 'member' },
      // Read in the same statement, so a request knows whether its copy of the settings is current.
      settingsVersion: 1,
    });
  });

  it('knows nothing of a made-up token or of the stored hash used as a token', async () => {
    const { session } = await layer.create(alice.id);
    expect(await layer.validate('made-up-token')).toBeNull();
    expect(await layer.validate(hashToken(session.id))).toBeNull();
  });

  it('extends a session past half its life to 30 days from now, and says the cookie must be sent again', async () => {
    const { session } = await layer.create(alice.id);
    const tenDaysLeft = new Date(Date.now() + 10 * DAY).toISOString();
    await t.db.updateTable('sessions').set({ expiresAt: tenDaysLeft }).execute();
    const validated = await layer.validate(session.id);
    expect(validated?.session.fresh).toBe(true);
    expect(validated?.session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    const row = await t.db.selectFrom('sessions').select('expiresAt').executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('refuses a session whose 30 days have run out', async () => {
    const { session } = await layer.create(alice.id);
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await layer.validate(session.id)).toBeNull();
  });
});

describe('ending sessions', () => {
  it('invalidate ends that session only', async () => {
    const one = await layer.create(alice.id);
    const two = await layer.create(alice.id);
    await layer.invalidate(one.session.id);
    expect(await layer.validate(one.session.id)).toBeNull();
    expect(await layer.validate(two.session.id)).not.toBeNull();
  });

  it("invalidateAllForUser ends every session of that account, and nobody else's", async () => {
    await layer.create(alice.id);
    await layer.create(alice.id);
    const other = await layer.create(bob.id);
    await layer.invalidateAllForUser(alice.id);
    expect(await storedIds()).toEqual([hashToken(other.session.id)]);
  });

  it('invalidateAllForUser can keep the session that asked (change password)', async () => {
    const kept = await layer.create(alice.id);
    await layer.create(alice.id);
    const other = await layer.create(bob.id);
    await layer.invalidateAllForUser(alice.id, kept.session.id);
    expect(await storedIds()).toEqual([hashToken(kept.session.id), hashToken(other.session.id)].sort());
  });

  it('deleteExpired sweeps only sessions whose time has run out', async () => {
    const live = await layer.create(alice.id);
    const old = await layer.create(bob.id);
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - DAY).toISOString() })
      .where('id', '=', hashToken(old.session.id))
      .execute();
    await layer.deleteExpired();
    expect(await storedIds()).toEqual([hashToken(live.session.id)]);
  });

  it('a blank cookie clears the session cookie at once', () => {
    const blank = layer.blankCookie();
    expect(blank).toMatchObject({ name: 'palaestra_session', value: '' });
    expect(blank.serialized.split('; ')).toEqual(expect.arrayContaining(['palaestra_session=', 'Max-Age=0']));
  });

  it('reads our cookie from a Cookie header and nothing else', () => {
    expect(layer.readCookie('a=1; palaestra_session=tok123; b=2')).toBe('tok123');
    expect(layer.readCookie('other_session=tok123')).toBeNull();
  });
});

describe('the adapter', () => {
  it("lists an account's sessions by their stored hashes, with their expiry", async () => {
    const { session } = await layer.create(alice.id);
    await layer.create(bob.id);
    const listed = await new KyselyAdapter(t.db).getUserSessions(alice.id);
    expect(listed).toEqual([
      { id: hashToken(session.id), userId: alice.id, expiresAt: session.expiresAt, attributes: {} },
    ]);
  });
});
