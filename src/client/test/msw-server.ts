// One msw server per test file: handlers are reset after each test, and any request without a
// handler fails the test instead of silently hanging. Every page may ask who the gym is (its brand,
// title and hours come from site.settings), so a fresh install answers unless a test says otherwise.

import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ADMIN } from './session.js';
import { siteSettings } from './site-settings.js';
import { trpcQuery } from './trpc-msw.js';

export function setupMswServer() {
  // Handlers a test adds with server.use() come first; resetHandlers() keeps these. The admin screens
  // ask the session which buttons the role may use (useMay): an administrator unless a test says.
  // Sign-up and "Add member" ask whether the gym has a waiver, the Member Dashboard whether the
  // member still has to accept it: none unless a test says.
  const server = setupServer(
    trpcQuery('site.settings', siteSettings()),
    trpcQuery('auth.session', { user: ADMIN }),
    trpcQuery('waiver.current', null),
    trpcQuery('waiver.mine', { pending: false, waiver: null, accepted: null }),
    // The member page's waiver and closure line: no waiver accepted, no closure asked for.
    trpcQuery('waiver.ofMember', { gymHasWaiver: false, currentVersion: 0, pending: false, accepted: null }),
    trpcQuery('account.closureOfMember', null),
    // Personal training: no PT packs held, no trainers or services on the Services page.
    trpcQuery('ptPacks.forMember', []),
    trpcQuery('ptPacks.mine', []),
    trpcQuery('trainers.publicList', []),
    trpcQuery('ptServices.list', []),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}
