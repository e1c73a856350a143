// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { UserDetails } from './UserDetails.js';

const server = setupMswServer();

const MEMBER_PROFILE = {
  name: 'Max Member',
  email: 'max@gym.test',
  membershipType: 'Standard',
  joinDate: '2025-01-15T10:00:00.000Z',
};

/** The details list as term -> description pairs, in order. */
function details(page: ReturnType<typeof renderPage>) {
  const terms = [...page.container.querySelectorAll('dl.details dt')].map((dt) => dt.textContent);
  const values = [...page.container.querySelectorAll('dl.details dd')].map((dd) => dd.textContent);
  return terms.map((term, i) => [term, values[i]]);
}

describe('UserDetails', () => {
  it('shows Loading... and then the name, email, membership type and formatted join date', async () => {
    const hold = gate();
    server.use(
      trpcQuery('profile.me', async () => {
        await hold.promise;
        return MEMBER_PROFILE;
      }),
    );
    const page = renderPage(<UserDetails />, { path: '/user' });

    expect(page.getByRole('heading', { level: 2, name: 'User Details' })).toBeTruthy();
    expect(page.getByRole('status').textContent).toBe('Loading...');
    hold.release();

    await page.findByText('Max Member');
    expect(details(page)).toEqual([
      ['Name', 'Max Member'],
      ['Email', 'max@gym.test'],
      ['Membership Type', 'Standard'],
      ['Join Date', 'Jan 15, 2025'],
    ]);
    expect(page.queryByText('Loading...')).toBeNull();
  });

  it("shows the join date as the day it was on the gym's clock, written the gym's way", async () => {
    // 20:00 UTC on 15 January is already the 16th in Tokyo.
    server.use(trpcQuery('profile.me', { ...MEMBER_PROFILE, joinDate: '2025-01-15T20:00:00.000Z' }));
    const japanese = siteSettings({ timeZone: 'Asia/Tokyo', currency: 'JPY', locale: 'ja-JP' });
    const page = renderPage(<UserDetails />, { path: '/user', gym: japanese });
    const joined = await page.findByText('2025/01/16');
    expect(joined.getAttribute('datetime')).toBe('2025-01-15T20:00:00.000Z');
  });

  it('shows a dash for an administrator’s missing membership type and join date', async () => {
    server.use(
      trpcQuery('profile.me', { name: 'Ada Admin', email: 'ada@gym.test', membershipType: null, joinDate: null }),
    );
    const page = renderPage(<UserDetails />, { path: '/user' });

    await page.findByText('Ada Admin');
    expect(details(page).slice(2)).toEqual([
      ['Membership Type', '—'],
      ['Join Date', '—'],
    ]);
  });

  it('shows an error with Try again, which loads the details', async () => {
    let fail = true;
    server.use(
      trpcQuery('profile.me', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong.' });
        return MEMBER_PROFILE;
      }),
    );
    const page = renderPage(<UserDetails />, { path: '/user' });

    expect((await page.findByRole('alert')).textContent).toBe('Failed to load your details. Please try again later.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));

    expect(await page.findByText('max@gym.test')).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });
});
