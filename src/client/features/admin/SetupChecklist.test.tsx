// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SetupChecklist as Checklist } from '../../../shared/setup.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { SetupChecklist } from './SetupChecklist.js';

const server = setupMswServer();

type Done = Record<'gymDetails' | 'plans' | 'timetable' | 'staff' | 'onlinePayments' | 'importMembers', boolean>;

function answer(done: Partial<Done>): Checklist {
  const ids = ['gymDetails', 'plans', 'timetable', 'staff', 'onlinePayments', 'importMembers'] as const;
  return { hidden: false, items: ids.map((id) => ({ id, done: done[id] ?? false })) };
}

const NOTHING_DONE = answer({});
const ALL_DONE = answer({
  gymDetails: true,
  plans: true,
  timetable: true,
  staff: true,
  onlinePayments: true,
  importMembers: true,
});

/** Each row of the list as a person reads it: its link's name and where it goes, and its state word. */
function rows(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).getByRole('link');
      const state = within(item).queryByText(/^(Done|To do)$/)?.textContent;
      return { name: link.textContent, href: link.getAttribute('href'), state };
    });
}

describe('SetupChecklist', () => {
  it('lists each item as a link to where it is done, with its state in words, and how many are done', async () => {
    server.use(trpcQuery('dashboard.setup', answer({ gymDetails: true, onlinePayments: true })));
    const page = renderPage(<SetupChecklist />, { path: '/' });

    const checklist = await page.findByRole('region', { name: 'Get your gym ready' });
    expect(rows(within(checklist).getByRole('list'))).toEqual([
      { name: "Add your gym's details", href: '/settings', state: 'Done' },
      { name: 'Set your plans and prices', href: '/plans', state: 'To do' },
      { name: 'Add your class timetable', href: '/classes', state: 'To do' },
      { name: 'Invite your staff', href: '/staff', state: 'To do' },
      { name: 'Turn on online payments', href: '/settings', state: 'Done' },
      { name: 'Import your members', href: '/members', state: 'To do' },
    ]);
    expect(within(checklist).getByText('2 of 6 done')).toBeTruthy();
    expect(within(checklist).queryByText(/your gym is ready/i)).toBeNull();
  });

  it('opens the section of an item from the keyboard', async () => {
    server.use(trpcQuery('dashboard.setup', NOTHING_DONE));
    const page = renderPage(<SetupChecklist />, { path: '/' });
    await page.findByRole('region', { name: 'Get your gym ready' });

    await page.user.tab();
    expect(document.activeElement?.textContent).toBe("Add your gym's details");
    await page.user.tab();
    await page.user.tab();
    expect(document.activeElement?.textContent).toBe('Add your class timetable');
    await page.user.keyboard('{Enter}');
    expect(page.location.history?.at(-1)).toBe('/classes');
    await page.user.tab();
    expect(document.activeElement?.textContent).toBe('Invite your staff');
    await page.user.tab();
    await page.user.tab();
    await page.user.tab();
    expect(document.activeElement?.textContent).toBe('Hide this checklist');
  });

  it('says the gym is ready once every item is done, and stays until hidden', async () => {
    server.use(trpcQuery('dashboard.setup', ALL_DONE));
    const page = renderPage(<SetupChecklist />, { path: '/' });

    const checklist = await page.findByRole('region', { name: 'Get your gym ready' });
    expect(within(checklist).getByText('Your gym is ready: every item is done.')).toBeTruthy();
    expect(within(checklist).getByText('6 of 6 done')).toBeTruthy();
    expect(rows(within(checklist).getByRole('list')).map((row) => row.state)).toEqual(Array(6).fill('Done'));
    expect(within(checklist).getByRole('button', { name: 'Hide this checklist' })).toBeTruthy();
  });

  it('hides by "Hide this checklist" and moves focus to a note saying so', async () => {
    const sent: unknown[] = [];
    server.use(
      trpcQuery('dashboard.setup', NOTHING_DONE),
      trpcMutation('settings.setChecklistHidden', (input: unknown) => {
        sent.push(input);
        return { version: 7 };
      }),
    );
    const page = renderPage(<SetupChecklist />, { path: '/' });
    const hide = await page.findByRole('button', { name: 'Hide this checklist' });

    hide.focus();
    await page.user.keyboard('{Enter}');

    const note = await page.findByRole('status');
    expect(note.textContent).toBe('The checklist is hidden.');
    expect(document.activeElement).toBe(note);
    expect(page.queryByRole('region', { name: 'Get your gym ready' })).toBeNull();
    expect(sent).toEqual([{ hidden: true }]);
  });

  it('says why when hiding fails, and keeps the list', async () => {
    server.use(
      trpcQuery('dashboard.setup', NOTHING_DONE),
      trpcMutation('settings.setChecklistHidden', () => {
        throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const page = renderPage(<SetupChecklist />, { path: '/' });
    await page.user.click(await page.findByRole('button', { name: 'Hide this checklist' }));

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('Could not hide the checklist. Try again.');
    expect(document.activeElement).toBe(alert);
    expect(page.getByRole('region', { name: 'Get your gym ready' })).toBeTruthy();
  });

  it('shows nothing once the owner has hidden it', async () => {
    let asked = 0;
    server.use(
      trpcQuery('dashboard.setup', () => {
        asked += 1;
        return { hidden: true };
      }),
    );
    const page = renderPage(<SetupChecklist />, { path: '/' });
    await expect.poll(() => asked).toBe(1);
    // The answer has been rendered once React Query settles; nothing of the list is there.
    await expect.poll(() => page.queryClient.isFetching()).toBe(0);
    expect(page.container.innerHTML).toBe('');
  });

  it('says so when it cannot be loaded, and loads again on "Try again"', async () => {
    let fail = true;
    server.use(
      trpcQuery('dashboard.setup', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return NOTHING_DONE;
      }),
    );
    const page = renderPage(<SetupChecklist />, { path: '/' });

    expect((await page.findByRole('alert')).textContent).toBe('Could not load the setup checklist.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('region', { name: 'Get your gym ready' })).toBeTruthy();
  });
});
