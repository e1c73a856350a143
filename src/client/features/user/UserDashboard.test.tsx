// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import UserDashboard from './UserDashboard.js';

const server = setupMswServer();

const PROFILE = { name: 'Max Member', email: 'max@gym.test', membershipType: 'Standard', joinDate: null };

describe('UserDashboard', () => {
  it('shows the heading with Logout beside it, the details card and the record search', async () => {
    server.use(trpcQuery('profile.me', PROFILE));
    const page = renderPage(<UserDashboard />, { path: '/user' });

    const heading = page.getByRole('heading', { level: 1, name: 'User Dashboard' });
    expect(heading.parentElement?.querySelector('button')?.textContent).toBe('Logout');
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'User Details',
      'Record Search',
    ]);
    expect(await page.findByText('Max Member')).toBeTruthy();
    expect(page.getByRole('searchbox', { name: 'Search records' })).toBeTruthy();
  });

  it('signs out with Logout, disabling it meanwhile, and goes to the site root', async () => {
    const hold = gate();
    const signOut = vi.fn(async () => {
      await hold.promise;
      return { redirectTo: '/' };
    });
    server.use(trpcQuery('profile.me', PROFILE), trpcMutation('auth.signOut', signOut));
    const page = renderPage(<UserDashboard />, { path: '/user' });
    await page.findByText('Max Member');

    const logout = page.getByRole('button', { name: 'Logout' }) as HTMLButtonElement;
    await page.user.click(logout);
    await waitFor(() => expect(logout.disabled).toBe(true));
    hold.release();

    await waitFor(() => expect(page.location.history).toEqual(['/user', '/']));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
