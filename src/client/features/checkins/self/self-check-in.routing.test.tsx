// @vitest-environment jsdom
// Getting to the self check-in screen: a link from the Check-in section, opened by desk staff only
// (a trainer or a member lands on their own dashboard), full screen, without the navigation bar a
// passer-by could use to open the desk's dashboard; a visitor signs in first.
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../App.js';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { ADMIN, MEMBER, type SessionUser, sessionAs } from '../../../test/session.js';
import { TEST_ORIGIN, trpcQuery } from '../../../test/trpc-msw.js';
import { CheckInDesk } from '../CheckInDesk.js';

const server = setupMswServer();
const FRONT_DESK: SessionUser = { id: 'u-desk', name: 'Fran Desk', email: 'fran@gym.test', role: 'frontdesk' };
const TRAINER: SessionUser = { id: 'u-kim', name: 'Kim Trainer', email: 'kim@gym.test', role: 'trainer' };

// Dashboards' own data is held unanswered: only where each person lands matters here.
beforeEach(() => {
  server.use(
    http.all(`${TEST_ORIGIN}/trpc/:path`, ({ params }) => {
      if (String(params.path).startsWith('auth.')) return undefined;
      return new Promise<Response>(() => {});
    }),
  );
});

function openApp(path: string, user: SessionUser | null) {
  server.use(sessionAs(user));
  return renderPage(<App />, { path });
}

describe('the self check-in screen', () => {
  it.each([FRONT_DESK, ADMIN])('opens full screen for $role, without the navigation bar', async (user) => {
    const page = openApp('/desk/self-check-in', user);
    expect(await page.findByRole('heading', { level: 1, name: 'Check in' })).toBeTruthy();
    expect(page.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(page.location.history?.at(-1)).toBe('/desk/self-check-in');
    await waitFor(() => expect(document.title).toBe('Self Check-in — Your Gym'));
  });

  it.each([
    [TRAINER, '/admin'],
    [MEMBER, '/member'],
  ])('sends $role to their own dashboard', async (user, home) => {
    const page = openApp('/desk/self-check-in', user);
    await page.findByRole('navigation', { name: 'Main' });
    expect(page.location.history?.at(-1)).toBe(home);
  });

  it('sends a visitor to sign in first, and back here afterwards', async () => {
    const page = openApp('/desk/self-check-in', null);
    await page.findByRole('heading', { name: 'Sign In' });
    expect(page.location.history?.at(-1)).toBe('/signin?returnTo=%2Fdesk%2Fself-check-in');
  });

  it('is linked from the Check-in section', async () => {
    server.use(trpcQuery('checkIns.today', { day: '2026-11-20', total: 0, items: [] }));
    const page = renderPage(<CheckInDesk />, { path: '/check-in' });
    await page.user.click(page.getByRole('link', { name: 'Open the self check-in screen' }));
    expect(page.location.history?.at(-1)).toBe('/desk/self-check-in');
  });
});
