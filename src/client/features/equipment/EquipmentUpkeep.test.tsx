// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NAME_TAKEN_MESSAGE, QUANTITY_MESSAGES } from '../../../shared/equipment.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { type SiteSettings, siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { EquipmentSection } from './EquipmentSection.js';
import { equipmentDefaults, equipmentItem, GYM, GYM_TODAY } from './equipment-fixtures.js';
import type { EquipmentListItem } from './types.js';

const server = setupMswServer();

const BIKE = equipmentItem({
  id: 'e1',
  name: 'Bike',
  quantity: 3,
  serviceIntervalDays: 30,
  serviceDueOn: '2026-04-01',
});
const ROWER = equipmentItem({
  id: 'e2',
  name: 'Rower',
  status: 'out_of_order',
  serviceIntervalDays: 7,
  serviceDueOn: '2026-03-09',
  openProblems: 2,
});

function setup(items: EquipmentListItem[], ...extra: ReturnType<typeof trpcQuery>[]) {
  return setupFor(GYM, items, ...extra);
}

function setupFor(gym: SiteSettings, items: EquipmentListItem[], ...extra: ReturnType<typeof trpcQuery>[]) {
  const state = { items };
  const list = vi.fn((input: { page: number; pageSize: number }) => ({
    items: state.items,
    total: state.items.length,
    ...input,
  }));
  // Each use() goes before the ones already there, so the test's own answers come last.
  server.use(...equipmentDefaults());
  server.use(trpcQuery('equipment.list', list), ...extra);
  const page = renderPage(<EquipmentSection />, { gym });
  return { page, state, list };
}

async function itemNamed(page: ReturnType<typeof renderPage>, name: string) {
  const list = await page.findByRole('list', { name: 'Equipment' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.querySelector('strong')?.textContent === name);
  if (!item) throw new Error(`no item ${name}`);
  return within(item);
}

describe('Equipment upkeep', () => {
  it('shows "Service due" first, soonest first, and marks items out of order, due or with problems', async () => {
    const { page } = setup(
      [BIKE, ROWER],
      trpcQuery('equipment.listServiceDue', {
        items: [{ id: 'e2', name: 'Rower', serviceDueOn: '2026-03-09', status: 'out_of_order' }],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    );

    const due = await page.findByRole('list', { name: 'Service due' });
    expect(
      within(due)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['RowerDue Mar 9, 2026Out of order']);
    const rower = await itemNamed(page, 'Rower');
    expect(rower.getByText('Out of order')).toBeTruthy();
    expect(rower.getByText('Service due')).toBeTruthy();
    expect(rower.getByText('2 problems reported')).toBeTruthy();
    const bike = await itemNamed(page, 'Bike');
    expect(bike.queryByText('Out of order')).toBeNull();
    expect(bike.queryByText('Service due')).toBeNull();
    expect(bike.getByText('Next service: Apr 1, 2026')).toBeTruthy();
  });

  it('writes days and counts a German gym’s way', async () => {
    const { page } = setupFor(
      siteSettings({ today: GYM_TODAY, locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' }),
      [
        { ...BIKE, quantity: 1200 },
        { ...ROWER, openProblems: 1234 },
      ],
      trpcQuery('equipment.listServiceDue', {
        items: [{ id: 'e2', name: 'Rower', serviceDueOn: '2026-03-09', status: 'out_of_order' }],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    );
    const due = await page.findByRole('list', { name: 'Service due' });
    expect(within(due).getByRole('listitem').textContent).toBe('RowerDue 09.03.2026Out of order');
    expect((await itemNamed(page, 'Rower')).getByText('1.234 problems reported')).toBeTruthy();
    const bike = await itemNamed(page, 'Bike');
    expect(bike.getByText('Qty 1.200')).toBeTruthy();
    expect(bike.getByText('Next service: 01.04.2026')).toBeTruthy();
  });

  it('shows the new last page of "Service due" when its last page empties', async () => {
    let due = Array.from({ length: 11 }, (_, i) => ({
      id: i === 10 ? 'e1' : `d${i}`,
      name: i === 10 ? 'Bike' : `Item ${i}`,
      serviceDueOn: '2026-03-09',
      status: 'in_service' as const,
    }));
    const { page } = setup(
      [BIKE],
      trpcQuery('equipment.listServiceDue', (input: { page: number; pageSize: number }) => ({
        items: due.slice((input.page - 1) * input.pageSize, input.page * input.pageSize),
        total: due.length,
        ...input,
      })),
    );
    server.use(
      trpcMutation('equipment.delete', () => {
        due = due.filter((item) => item.id !== 'e1');
        return { deleted: true };
      }),
    );
    const pages = await page.findByRole('navigation', { name: 'Service due pages' });
    await page.user.click(within(pages).getByRole('button', { name: 'Next' }));
    await within(await page.findByRole('list', { name: 'Service due' })).findByText('Bike');

    await page.user.click((await itemNamed(page, 'Bike')).getByRole('button', { name: 'More actions for Bike' }));
    await page.user.click(await page.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Bike?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const list = await page.findByRole('list', { name: 'Service due' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(within(list).getByText('Item 0')).toBeTruthy();
  });

  it('says when nothing is due', async () => {
    const { page } = setup([BIKE]);
    expect(await page.findByText('Nothing is due for service.')).toBeTruthy();
  });

  it('marks an item out of order and focuses the outcome', async () => {
    const { page, state } = setup([BIKE]);
    const setStatus = vi.fn((input: { id: string; status: 'out_of_order' | 'in_service' }) => {
      state.items = [{ ...BIKE, status: input.status }];
      return { status: input.status, changed: true };
    });
    server.use(trpcMutation('equipment.setStatus', setStatus));

    await page.user.click((await itemNamed(page, 'Bike')).getByRole('button', { name: 'Mark out of order' }));

    const message = await page.findByText('Bike is now marked out of order.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(setStatus).toHaveBeenCalledExactlyOnceWith({ id: 'e1', status: 'out_of_order' });
    expect((await itemNamed(page, 'Bike')).getByRole('button', { name: 'Mark in service' })).toBeTruthy();
  });

  it('edits name, quantity and service interval, refusing "1e3" and a taken name beside their fields', async () => {
    const { page } = setup([BIKE]);
    let taken = true;
    const update = vi.fn((input: { name: string }) => {
      if (taken) throw new TrpcError({ code: 'CONFLICT', message: NAME_TAKEN_MESSAGE });
      return { id: 'e1', name: input.name, quantity: 5 };
    });
    server.use(trpcMutation('equipment.update', update));
    await page.user.click((await itemNamed(page, 'Bike')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Edit Bike' }));
    expect((dialog.getByLabelText('Service interval (days)') as HTMLInputElement).value).toBe('30');

    const quantity = dialog.getByLabelText('Quantity');
    await page.user.clear(quantity);
    await page.user.type(quantity, '1e3');
    await page.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText(QUANTITY_MESSAGES.whole)).toBeTruthy();
    expect(document.activeElement).toBe(quantity);
    expect(update).not.toHaveBeenCalled();

    await page.user.clear(quantity);
    await page.user.type(quantity, '5');
    const name = dialog.getByLabelText('Name');
    await page.user.clear(name);
    await page.user.type(name, 'ROWER');
    await page.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(NAME_TAKEN_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');

    taken = false;
    await page.user.clear(name);
    await page.user.type(name, 'Spin bike');
    await page.user.clear(dialog.getByLabelText('Service interval (days)'));
    await page.user.click(dialog.getByRole('button', { name: 'Save' }));

    const message = await page.findByText('Saved Spin bike.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(update).toHaveBeenLastCalledWith({ id: 'e1', name: 'Spin bike', quantity: 5, serviceIntervalDays: null });
    expect(page.queryByRole('dialog')).toBeNull();
  });

  it("logs maintenance on the gym's today by default, needing a note, and focuses the outcome", async () => {
    const { page } = setup([BIKE]);
    const log = vi.fn((input: { onDay: string; note: string }) => ({ id: 'l1', kind: 'maintenance', ...input }));
    server.use(trpcMutation('equipment.logMaintenance', log));
    await page.user.click((await itemNamed(page, 'Bike')).getByRole('button', { name: 'Log maintenance' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Log maintenance for Bike' }));

    await waitFor(() => expect((dialog.getByLabelText('Date') as HTMLInputElement).value).toBe(GYM_TODAY));
    await page.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Note is required.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText('Note'));

    await page.user.type(dialog.getByLabelText('Note'), 'New belt');
    await page.user.click(dialog.getByRole('button', { name: 'Save' }));

    const message = await page.findByText('Logged maintenance for Bike.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(log).toHaveBeenCalledExactlyOnceWith({ id: 'e1', onDay: GYM_TODAY, note: 'New belt' });
  });

  it("shows an item's log newest first, with who wrote each entry, and hides it again", async () => {
    const { page } = setup([ROWER]);
    const listLog = vi.fn(() => ({
      items: [
        { id: 'l2', kind: 'problem', note: 'Seat wobbles', byName: 'Maya Patel', onDay: '2026-03-08', createdAt: 'x' },
        {
          id: 'l1',
          kind: 'status',
          note: 'Marked out of order.',
          byName: 'Alex Admin',
          onDay: '2026-03-07',
          createdAt: 'x',
        },
      ],
      total: 2,
      page: 1,
      pageSize: 10,
    }));
    server.use(trpcQuery('equipment.listLog', listLog));
    const rower = await itemNamed(page, 'Rower');
    const toggle = rower.getByRole('button', { name: 'View log' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await page.user.click(toggle);

    const log = await page.findByRole('list', { name: 'Log for Rower' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Problem reported · Mar 8, 2026Seat wobblesBy Maya Patel',
      'Status · Mar 7, 2026Marked out of order.By Alex Admin',
    ]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(listLog).toHaveBeenCalledWith({ id: 'e2', page: 1, pageSize: 10 });
    await page.user.click(rower.getByRole('button', { name: 'Hide log' }));
    expect(page.queryByRole('list', { name: 'Log for Rower' })).toBeNull();
  });

  it('puts "already exists" beside the Name field when adding a taken name, and focuses it', async () => {
    const { page } = setup([BIKE]);
    server.use(
      trpcMutation('equipment.add', () => {
        throw new TrpcError({ code: 'CONFLICT', message: NAME_TAKEN_MESSAGE });
      }),
    );
    const form = within(page.getByRole('form', { name: 'Add equipment' }));
    await page.user.type(form.getByLabelText('Name'), 'BIKE');
    await page.user.type(form.getByLabelText('Quantity'), '2');
    await page.user.click(form.getByRole('button', { name: 'Add Equipment' }));

    expect(await form.findByText(NAME_TAKEN_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText('Name')));
  });
});
