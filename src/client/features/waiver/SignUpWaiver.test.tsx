// @vitest-environment jsdom
// The waiver on Sign Up: shown only when the gym has one (its text and version), and then the tick
// and the typed full name are required before anything is sent.
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignUpInput } from '../../../shared/auth.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { sessionAs } from '../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { SignUpPage } from '../auth/SignUpPage.js';

const server = setupMswServer();

beforeEach(() => {
  server.use(sessionAs(null));
});

function signUpSucceeds() {
  const handler = vi.fn((_input: SignUpInput) => ({ redirectTo: '/pending-approval' as const }));
  server.use(trpcMutation<SignUpInput>('auth.signUp', handler));
  return handler;
}

const WAIVER = {
  text: 'I train at my own risk.\n\nThe gym is not liable for lost items.',
  version: 3,
  updatedAt: null,
};

type Page = ReturnType<typeof renderPage>;

async function fill(page: Page) {
  await page.user.type(page.getByLabelText('Name'), 'Max Member');
  await page.user.type(page.getByLabelText('Email'), 'max@gym.test');
  await page.user.type(page.getByLabelText('Password'), 'correct horse');
  await page.user.type(page.getByLabelText('Confirm Password'), 'correct horse');
}

const submit = (page: Page) => page.user.click(page.getByRole('button', { name: 'Sign Up' }));

describe('Sign Up with a waiver', () => {
  it('shows no waiver fields when the gym has none, and sends none', async () => {
    const handler = signUpSucceeds();
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await fill(page);
    await submit(page);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(page.queryByLabelText('I have read and accept the waiver')).toBeNull();
    expect(page.queryByLabelText('Type your full name')).toBeNull();
    expect(handler.mock.calls[0]?.[0]).toEqual({
      name: 'Max Member',
      email: 'max@gym.test',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
  });

  it('shows the waiver with its version and needs the tick and the matching name', async () => {
    server.use(trpcQuery('waiver.current', WAIVER));
    const handler = signUpSucceeds();
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    const waiver = await page.findByRole('group', { name: 'Waiver' });
    expect(within(waiver).getByRole('heading', { name: 'Waiver (version 3)' })).toBeTruthy();
    expect(within(waiver).getByText('The gym is not liable for lost items.')).toBeTruthy();
    await fill(page);

    await submit(page);
    expect(await page.findByText('Please tick "I have read and accept the waiver".')).toBeTruthy();
    const checkbox = page.getByLabelText('I have read and accept the waiver');
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(checkbox);

    await page.user.click(checkbox);
    // Ticked: its message goes at once.
    expect(page.queryByText('Please tick "I have read and accept the waiver".')).toBeNull();
    expect(checkbox.getAttribute('aria-invalid')).toBeNull();
    await page.user.type(page.getByLabelText('Type your full name'), 'Someone Else');
    await submit(page);
    expect(await page.findByText('The typed name must match the name given above.')).toBeTruthy();
    expect(handler).not.toHaveBeenCalled();

    await page.user.clear(page.getByLabelText('Type your full name'));
    await page.user.type(page.getByLabelText('Type your full name'), 'max member');
    await submit(page);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ waiverAccepted: true, waiverName: 'max member' });
    await waitFor(() => expect(page.location.history.at(-1)).toBe('/pending-approval'));
  });

  it("shows a waiver the gym added while the page was open, with the server's message", async () => {
    let current: typeof WAIVER | null = null;
    const message = 'Please tick "I have read and accept the waiver".';
    server.use(
      trpcQuery('waiver.current', () => current),
      trpcMutation('auth.signUp', () => {
        current = WAIVER;
        throw new TrpcError({ code: 'BAD_REQUEST', message, fieldErrors: { waiverAccepted: message } });
      }),
    );
    const page = renderPage(<SignUpPage />, { path: '/signup' });
    await fill(page);
    await submit(page);
    expect(await page.findByRole('heading', { name: 'Waiver (version 3)' })).toBeTruthy();
    expect(page.getByText(message)).toBeTruthy();
  });
});
