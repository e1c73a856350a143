// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '../../../shared/staff.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcMutation } from '../../test/trpc-msw.js';
import { AcceptInvitationPage } from './AcceptInvitationPage.js';

const server = setupMswServer();

const FRAN = { usable: true, name: 'Fran Desk', email: 'fran@gym.test', role: 'frontdesk' };

async function choose(page: ReturnType<typeof renderPage>, password: string, confirm: string) {
  await page.user.type(await page.findByLabelText('Password'), password);
  await page.user.type(page.getByLabelText('Confirm Password'), confirm);
  await page.user.click(page.getByRole('button', { name: 'Set password and sign in' }));
}

describe('AcceptInvitationPage', () => {
  it('greets them by name and role, sets the password with the token and goes to their home', async () => {
    server.use(trpcMutation('auth.checkInvitation', FRAN));
    const accept = vi.fn((_input: unknown) => ({ role: 'frontdesk', redirectTo: '/admin' }));
    server.use(trpcMutation('auth.acceptInvitation', accept));
    const page = renderPage(<AcceptInvitationPage />, { path: '/accept-invitation?token=tok-1' });
    expect(await page.findByText(/Welcome, Fran Desk\. You are joining the team as Front desk\./)).toBeTruthy();
    await choose(page, 'fran secret 1', 'fran secret 1');
    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/admin'));
    expect(accept).toHaveBeenCalledWith({
      token: 'tok-1',
      password: 'fran secret 1',
      confirmPassword: 'fran secret 1',
    });
  });

  it('a member goes to the member dashboard', async () => {
    server.use(trpcMutation('auth.checkInvitation', { ...FRAN, name: 'Max Member', role: 'member' }));
    server.use(trpcMutation('auth.acceptInvitation', { role: 'member', redirectTo: '/member' }));
    const page = renderPage(<AcceptInvitationPage />, { path: '/accept-invitation?token=tok-2' });
    expect(await page.findByText(/Welcome, Max Member\./)).toBeTruthy();
    await choose(page, 'max secret 12', 'max secret 12');
    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/member'));
  });

  it('checks the passwords match before sending', async () => {
    server.use(trpcMutation('auth.checkInvitation', FRAN));
    const accept = vi.fn(() => ({ role: 'frontdesk', redirectTo: '/admin' }));
    server.use(trpcMutation('auth.acceptInvitation', accept));
    const page = renderPage(<AcceptInvitationPage />, { path: '/accept-invitation?token=tok-1' });
    await choose(page, 'fran secret 1', 'fran secret 2');
    expect(page.getByText('Passwords do not match.')).toBeTruthy();
    expect(accept).not.toHaveBeenCalled();
  });

  it('says an unusable link is not usable, with a way forward and no form', async () => {
    server.use(trpcMutation('auth.checkInvitation', { usable: false, message: STAFF_MESSAGES.invitationUnusable }));
    const page = renderPage(<AcceptInvitationPage />, { path: '/accept-invitation?token=used' });
    expect((await page.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.invitationUnusable);
    expect(page.getByText(/Ask the gym to send you a new invitation/)).toBeTruthy();
    expect(page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(page.queryByLabelText('Password')).toBeNull();
  });

  it('a link without a token, or used up in another tab meanwhile, says so too', async () => {
    const empty = renderPage(<AcceptInvitationPage />, { path: '/accept-invitation' });
    expect(empty.getByRole('alert').textContent).toBe(STAFF_MESSAGES.invitationUnusable);
    empty.unmount();

    server.use(trpcMutation('auth.checkInvitation', FRAN));
    server.use(
      trpcMutation('auth.acceptInvitation', () => {
        throw new TrpcError({ code: 'BAD_REQUEST', message: STAFF_MESSAGES.invitationUnusable });
      }),
    );
    const page = renderPage(<AcceptInvitationPage />, { path: '/accept-invitation?token=tok-1' });
    await choose(page, 'fran secret 1', 'fran secret 1');
    expect((await page.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.invitationUnusable);
  });
});
