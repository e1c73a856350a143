// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { MEMBER } from '../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { memberHomeAnswer } from '../member-home/member-home-fixtures.js';
import { ProfileSections } from './ProfileSections.js';

const server = setupMswServer();

const DETAILS = {
  email: 'max@gym.test',
  phone: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  reminderEmails: true,
  pendingEmail: null,
};

beforeEach(() => {
  server.use(
    trpcQuery('profile.details', DETAILS),
    trpcQuery('pauses.mine', { items: [] }),
    trpcQuery('memberHome.get', memberHomeAnswer()),
  );
});

const renderProfile = () => renderPage(<ProfileSections />, { path: '/member/profile', session: MEMBER });
const section = async (page: ReturnType<typeof renderProfile>, name: string) =>
  within(await page.findByRole('region', { name }));

describe('My profile', () => {
  it('saves the contact details and reminder choice', async () => {
    const update = vi.fn(() => ({ saved: true }));
    server.use(trpcMutation('profile.update', update));
    const page = renderProfile();
    const card = await section(page, 'Contact details');

    await page.user.type(card.getByLabelText('Phone'), '+44 7700 900123');
    await page.user.type(card.getByLabelText('Emergency contact name'), 'Sam Rivera');
    await page.user.click(card.getByLabelText('Email me class and pass reminders'));
    await page.user.click(card.getByRole('button', { name: 'Save' }));

    expect((await card.findByRole('status')).textContent).toBe('Profile saved.');
    expect(update).toHaveBeenCalledExactlyOnceWith({
      phone: '+44 7700 900123',
      emergencyContactName: 'Sam Rivera',
      emergencyContactPhone: '',
      reminderEmails: false,
    });
    expect(card.getByText('Receipts and messages about your account are always sent.')).toBeTruthy();
  });

  it('shows a bad phone beside its field, focused, and sends nothing', async () => {
    const update = vi.fn(() => ({ saved: true }));
    server.use(trpcMutation('profile.update', update));
    const page = renderProfile();
    const card = await section(page, 'Contact details');

    await page.user.type(card.getByLabelText('Emergency contact phone'), 'ring me');
    await page.user.click(card.getByRole('button', { name: 'Save' }));

    const field = card.getByLabelText('Emergency contact phone');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(card.getByText('Emergency contact phone may only have digits, spaces and + ( ) - . /')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a new email beside the field", async () => {
    server.use(
      trpcMutation('profile.requestEmailChange', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Another account already uses this email address.',
          fieldErrors: { newEmail: 'Another account already uses this email address.' },
        });
      }),
    );
    const page = renderProfile();
    const card = await section(page, 'Change email');

    await page.user.type(card.getByLabelText('New email'), 'taken@gym.test');
    await page.user.type(card.getByLabelText('Current password'), 'correct horse battery');
    await page.user.click(card.getByRole('button', { name: 'Change email' }));

    expect(await card.findByText('Another account already uses this email address.')).toBeTruthy();
    expect(card.getByLabelText('New email').getAttribute('aria-invalid')).toBe('true');
  });

  it('says where the confirmation link went', async () => {
    server.use(trpcMutation('profile.requestEmailChange', { sentTo: 'new@gym.test' }));
    const page = renderProfile();
    const card = await section(page, 'Change email');

    await page.user.type(card.getByLabelText('New email'), 'new@gym.test');
    await page.user.type(card.getByLabelText('Current password'), 'correct horse battery');
    await page.user.click(card.getByRole('button', { name: 'Change email' }));

    expect((await card.findByRole('status')).textContent).toBe(
      'We sent a link to new@gym.test. Open it within 24 hours to confirm the change.',
    );
  });
});

describe('Pause my membership', () => {
  it('asks for From and Until, sends them, and says the request waits for approval', async () => {
    const request = vi.fn(() => ({ id: 'p1', status: 'pending' }));
    server.use(trpcMutation('pauses.request', request));
    const page = renderProfile();
    const card = await section(page, 'Pause my membership');

    await page.user.type(card.getByLabelText('From'), '2026-12-01');
    await page.user.type(card.getByLabelText('Until'), '2026-12-14');
    await page.user.click(card.getByRole('button', { name: 'Pause my membership' }));

    expect((await card.findByRole('status')).textContent).toBe(
      'Pause requested from Dec 1, 2026 until Dec 14, 2026. We will tell you when it is decided.',
    );
    expect(request).toHaveBeenCalledExactlyOnceWith({ startsOn: '2026-12-01', endsOn: '2026-12-14' });
  });

  it('says which date is missing, and shows what the server refuses beside its field', async () => {
    server.use(
      trpcMutation('pauses.request', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'A pause can last at most 90 days.',
          fieldErrors: { endsOn: 'A pause can last at most 90 days.' },
        });
      }),
    );
    const page = renderProfile();
    const card = await section(page, 'Pause my membership');

    await page.user.click(card.getByRole('button', { name: 'Pause my membership' }));
    expect(card.getByText('From is required.')).toBeTruthy();
    expect(card.getByText('Until is required.')).toBeTruthy();

    await page.user.type(card.getByLabelText('From'), '2026-12-01');
    await page.user.type(card.getByLabelText('Until'), '2027-06-01');
    await page.user.click(card.getByRole('button', { name: 'Pause my membership' }));
    expect(await card.findByText('A pause can last at most 90 days.')).toBeTruthy();
  });

  it('lists the requests with their status, and withdraws a pending one after asking', async () => {
    const withdraw = vi.fn(() => ({ status: 'withdrawn' }));
    server.use(
      trpcQuery('pauses.mine', {
        items: [
          { id: 'p2', startsOn: '2026-12-01', endsOn: '2026-12-14', status: 'pending' },
          { id: 'p1', startsOn: '2026-10-01', endsOn: '2026-10-05', status: 'declined' },
        ],
      }),
      trpcMutation('pauses.withdraw', withdraw),
    );
    const page = renderProfile();
    const card = await section(page, 'Pause my membership');
    const list = within(await card.findByRole('list', { name: 'My pause requests' }));

    expect(list.getByText('Waiting for approval')).toBeTruthy();
    expect(list.getByText('Declined')).toBeTruthy();
    await page.user.click(list.getByRole('button', { name: 'Withdraw the pause from Dec 1, 2026 until Dec 14, 2026' }));
    await page.user.click(await page.findByRole('button', { name: 'Withdraw' }));

    expect((await card.findByRole('status')).textContent).toBe('Pause request withdrawn.');
    expect(withdraw).toHaveBeenCalledExactlyOnceWith({ requestId: 'p2' });
  });
});
