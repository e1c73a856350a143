// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, MEMBER, PENDING, type SessionUser, sessionAs } from '../../test/session.js';
import { PendingApprovalPage } from './PendingApprovalPage.js';

const server = setupMswServer();

function openAs(user: SessionUser | null) {
  server.use(sessionAs(user));
  return renderPage(<PendingApprovalPage />, { path: '/pending-approval' });
}

describe('PendingApprovalPage', () => {
  it('thanks someone whose registration is pending, with the spec message and Return to Home', async () => {
    const page = openAs(PENDING);
    expect(await page.findByRole('heading', { name: 'Thanks for signing up' })).toBeTruthy();
    expect(page.getByRole('status').textContent).toBe(MESSAGES.pendingApproval);
    expect(page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['member', MEMBER, '/member'],
    ['admin', ADMIN, '/admin'],
  ])('sends an approved %s to their own dashboard', async (_, user, home) => {
    const page = openAs(user);
    await waitFor(() => expect(page.location.history?.at(-1)).toBe(home));
    expect(page.queryByText(/under review/)).toBeNull();
  });

  it('does not thank a visitor who never signed up, and shows the ways in', async () => {
    const page = openAs(null);
    expect(await page.findByRole('heading', { name: 'Registration Pending' })).toBeTruthy();
    expect(page.queryByText(/Thanks for signing up/)).toBeNull();
    expect(page.queryByText(/under review/)).toBeNull();
    expect(page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    expect(page.location.history).toEqual(['/pending-approval']);
  });
});
