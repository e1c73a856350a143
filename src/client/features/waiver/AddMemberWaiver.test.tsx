// @vitest-environment jsdom
// "Add member" when the gym has a waiver: the member present ticks it and types their name; without
// them nothing is sent.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AddMemberInput } from '../../../shared/passes.schemas.js';
import { STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { anyIdempotencyKey, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { AddMemberDialog } from '../members/AddMemberDialog.js';

const server = setupMswServer();
const DESK = { id: 'u-desk', name: 'Dana Desk', email: 'dana@gym.test', role: 'frontdesk' as const };

describe('Add member with a waiver', () => {
  it('needs the tick and the typed name of the member present', async () => {
    const add = vi.fn(() => ({
      member: { id: 'u-9', name: 'Walker Reyes', memberCode: 'K7PX2M9Q', invited: false },
      billIds: [],
      receiptNumbers: [],
    }));
    server.use(
      trpcQuery('plans.list', [STANDARD]),
      trpcQuery('waiver.current', { text: 'Own risk.', version: 5, updatedAt: null }),
      trpcMutation<AddMemberInput>('members.add', add),
    );
    const page = renderPage(<AddMemberDialog />, { session: DESK });
    await page.user.click(page.getByRole('button', { name: 'Add member' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add member' }));
    await page.user.type(dialog.getByLabelText('Name'), 'Walker Reyes');
    await dialog.findByRole('option', { name: /Standard/ });
    await page.user.selectOptions(dialog.getByLabelText('Plan or pass'), STANDARD.id);
    expect(await dialog.findByRole('heading', { name: 'Waiver (version 5)' })).toBeTruthy();

    await page.user.click(dialog.getByRole('button', { name: 'Add member' }));
    expect(await dialog.findByText('Please tick "I have read and accept the waiver".')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();

    await page.user.click(dialog.getByLabelText('I have read and accept the waiver'));
    await page.user.type(dialog.getByLabelText('Type your full name'), 'walker reyes');
    await page.user.click(dialog.getByRole('button', { name: 'Add member' }));
    expect(await dialog.findByText('K7PX2M9Q')).toBeTruthy();
    expect(add).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        name: 'Walker Reyes',
        waiverAccepted: true,
        waiverName: 'walker reyes',
        idempotencyKey: anyIdempotencyKey,
      }),
    );
  });
});
