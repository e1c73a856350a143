// @vitest-environment jsdom
// Settings › Waiver (a changed text saved as a new version), /member/waiver (accept the changed
// waiver, then back to the dashboard) and the dashboard's redirect while it is pending.
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { MEMBER } from '../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { IRON_HOUSE, settingsState } from '../settings/settings-fixtures.js';
import { input, part, renderSettings, siteState } from '../settings/settings-testbed.js';
import WaiverAcceptPage from './WaiverAcceptPage.js';
import { WaiverPendingRedirect } from './WaiverPendingRedirect.js';

const server = setupMswServer();

const PENDING = {
  pending: true,
  waiver: { text: 'New rules for the pool.', version: 2, updatedAt: '2026-11-20T09:00:00.000Z' },
  accepted: { version: 1, acceptedAt: '2026-01-05T09:00:00.000Z' },
};

describe('Settings › Waiver', () => {
  it('saves the text and shows the version it became', async () => {
    siteState(server);
    const { state, handler } = settingsState(IRON_HOUSE);
    server.use(handler);
    const update = vi.fn((input: { text: string }) => {
      state.row = { ...state.row, waiver: { text: input.text, version: 1, updatedAt: '2026-11-22T12:00:00.000Z' } };
      return { changed: true, waiver: state.row.waiver };
    });
    server.use(trpcMutation('waiver.update', update));
    const page = renderSettings();
    await page.findByRole('heading', { name: 'Waiver' });
    const waiver = part(page, 'Waiver');
    expect(waiver.getByText('No waiver: sign-up and "Add member" ask for none.')).toBeTruthy();
    // The hint is read out with the field, not only seen beside it.
    const hintId = input(waiver, 'Waiver text').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toContain('saving it empty removes the waiver');
    await page.user.type(input(waiver, 'Waiver text'), 'I train at my own risk.');
    await page.user.click(waiver.getByRole('button', { name: 'Save' }));
    expect(await waiver.findByText('Waiver saved.')).toBeTruthy();
    expect(update).toHaveBeenCalledWith({ text: 'I train at my own risk.' });
    expect(await waiver.findByText('Version 1, saved Nov 22, 2026, 12:00 PM.')).toBeTruthy();
  });
});

describe('/member/waiver', () => {
  it('asks for the tick and the name, then records the acceptance and goes to the dashboard', async () => {
    let mine = PENDING;
    const accept = vi.fn((input: { typedName: string }) => {
      if (input.typedName !== 'Max Member') {
        const message = 'The typed name must match the name on your account.';
        throw new TrpcError({ code: 'BAD_REQUEST', message, fieldErrors: { typedName: message } });
      }
      mine = { ...PENDING, pending: false, accepted: { version: 2, acceptedAt: '2026-11-22T12:00:00.000Z' } };
      return { accepted: true };
    });
    server.use(
      trpcQuery('waiver.mine', () => mine),
      trpcMutation('waiver.accept', accept),
    );
    const page = renderPage(<WaiverAcceptPage />, { path: '/member/waiver', session: MEMBER });
    expect(await page.findByRole('heading', { name: 'Waiver (version 2)' })).toBeTruthy();
    expect(page.getByText('New rules for the pool.')).toBeTruthy();

    await page.user.click(page.getByRole('button', { name: 'Accept' }));
    expect(page.getByText('Please tick "I have read and accept the waiver".')).toBeTruthy();
    expect(page.getByText('Type your full name to sign the waiver.')).toBeTruthy();
    expect(accept).not.toHaveBeenCalled();

    await page.user.click(page.getByLabelText('I have read and accept the waiver'));
    await page.user.type(page.getByLabelText('Type your full name'), 'Someone');
    await page.user.click(page.getByRole('button', { name: 'Accept' }));
    expect(await page.findByText('The typed name must match the name on your account.')).toBeTruthy();

    await page.user.clear(page.getByLabelText('Type your full name'));
    await page.user.type(page.getByLabelText('Type your full name'), 'Max Member');
    await page.user.click(page.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(page.location.history.at(-1)).toBe('/member'));
    expect(accept).toHaveBeenLastCalledWith({ version: 2, accepted: true, typedName: 'Max Member' });
  });

  it('says so when nothing is pending', async () => {
    server.use(
      trpcQuery('waiver.mine', {
        pending: false,
        waiver: PENDING.waiver,
        accepted: { version: 2, acceptedAt: '2026-11-21T09:00:00.000Z' },
      }),
    );
    const page = renderPage(<WaiverAcceptPage />, { path: '/member/waiver', session: MEMBER });
    expect(await page.findByText('You accepted version 2 of the waiver on Nov 21, 2026.')).toBeTruthy();
  });
});

describe('the Member Dashboard while the waiver is pending', () => {
  it('sends the member to /member/waiver', async () => {
    server.use(trpcQuery('waiver.mine', PENDING));
    const page = renderPage(<WaiverPendingRedirect />, { path: '/member', session: MEMBER });
    await waitFor(() => expect(page.location.history.at(-1)).toBe('/member/waiver'));
  });

  it('stays when nothing is pending', async () => {
    const mine = vi.fn(() => ({ pending: false, waiver: null, accepted: null }));
    server.use(trpcQuery('waiver.mine', mine));
    const page = renderPage(<WaiverPendingRedirect />, { path: '/member', session: MEMBER });
    await waitFor(() => expect(mine).toHaveBeenCalled());
    expect(page.location.history).toEqual(['/member']);
  });
});
