// @vitest-environment jsdom
// "Assign to member": the member is chosen with the one member picker (the coaches' search), and a
// dialog opened from a member's address already names them.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AssignProgramInput } from '../../../shared/programs.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { siteSettings } from '../../test/site-settings.js';
import { trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { ProgramsSection } from './ProgramsSection.js';

const server = setupMswServer();
const GYM = siteSettings({ today: '2026-11-30' });
const ZOE = { id: 'u-9', name: 'Zoë Ångström' };
const TEMPLATE = {
  id: 't1',
  name: 'Strength block',
  description: '',
  weeks: 4,
  starterKey: null,
  archivedAt: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

function assigned() {
  const assign = vi.fn((input: AssignProgramInput) => ({ id: 'copy-1', memberId: input.memberId }));
  server.use(
    trpcQuery('programs.templates', { items: [TEMPLATE], total: 1, page: 1, pageSize: 100 }),
    trpcMutation<AssignProgramInput>('programs.assign', assign),
  );
  return assign;
}

describe('Assign to member', () => {
  it("opened from a member's address (?member=) names the member and assigns to them", async () => {
    const assign = assigned();
    server.use(trpcQuery('programs.ofMember', { member: ZOE, items: [] }));
    const page = renderPage(<ProgramsSection />, { path: '/programs/assign?member=u-9', gym: GYM });
    const dialog = within(await page.findByRole('dialog', { name: 'Assign to member' }));
    expect((dialog.getByRole('combobox', { name: 'Member' }) as HTMLInputElement).value).toBe('Zoë Ångström');
    await page.user.selectOptions(
      dialog.getByLabelText('Program'),
      await dialog.findByRole('option', { name: 'Strength block' }),
    );
    await page.user.click(dialog.getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith({ templateId: 't1', memberId: 'u-9', startsOn: '2026-11-30' }),
    );
    expect(await page.findByRole('heading', { level: 2, name: "Zoë Ångström's programs" })).toBeTruthy();
  });

  it('finds the member by name or member code with the keyboard', async () => {
    const assign = assigned();
    server.use(
      trpcQuery('programs.memberSearch', ({ text }: { text: string }) =>
        text.toLowerCase() === 'za12' ? [{ ...ZOE, memberCode: 'ZA1234' }] : [],
      ),
    );
    const page = renderPage(<ProgramsSection />, { path: '/programs', gym: GYM });
    await page.user.click(await page.findByRole('button', { name: 'Assign to member' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Assign to member' }));
    await page.user.selectOptions(
      dialog.getByLabelText('Program'),
      await dialog.findByRole('option', { name: 'Strength block' }),
    );
    await page.user.type(dialog.getByRole('combobox', { name: 'Member' }), 'za12');
    await dialog.findByRole('option', { name: /^Zoë Ångström.*ZA1234$/ });
    await page.user.keyboard('{Enter}');
    await page.user.click(dialog.getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith({ templateId: 't1', memberId: 'u-9', startsOn: '2026-11-30' }),
    );
  });
});
