// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUANTITY_MESSAGES } from '../../../shared/equipment.schemas.js';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/pagination.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { EquipmentSection } from './EquipmentSection.js';
import { equipmentDefaults, equipmentItem, GYM } from './equipment-fixtures.js';
import type { EquipmentListItem } from './types.js';

const server = setupMswServer();

type Item = EquipmentListItem;
type PageInput = { page: number; pageSize: number };

const TREADMILL = equipmentItem({ id: 'e1', name: 'Treadmill', quantity: 4 });
const KETTLEBELL = equipmentItem({ id: 'e2', name: 'Kettlebell', quantity: 0 });

beforeEach(() => {
  server.use(...equipmentDefaults());
});

function pageOf(items: Item[], input: PageInput, total = items.length): Page<Item> {
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/** equipment.list answering from a list the test can change; the spy sees each input. */
function listAnswers(initial: Item[]) {
  const state = { items: initial };
  const handler = vi.fn((input: PageInput) => pageOf(state.items, input));
  server.use(trpcQuery<PageInput>('equipment.list', handler));
  return { state, handler };
}

function render() {
  return renderPage(<EquipmentSection />, { path: '/equipment', gym: GYM });
}

async function fillAndAdd(page: ReturnType<typeof render>, name: string, quantity: string) {
  if (name) await page.user.type(page.getByLabelText('Name'), name);
  if (quantity) await page.user.type(page.getByLabelText('Quantity'), quantity);
  await page.user.click(page.getByRole('button', { name: 'Add Equipment' }));
}

describe('EquipmentSection', () => {
  it('shows a loading status, then each item with its name, quantity and Delete in its row menu', async () => {
    const hold = gate();
    server.use(
      trpcQuery<PageInput>('equipment.list', async (input: PageInput) => {
        await hold.promise;
        return pageOf([KETTLEBELL, TREADMILL], input);
      }),
    );
    const page = render();
    expect(page.getByRole('heading', { level: 2, name: 'Equipment Management' })).toBeTruthy();
    expect(page.getByText('Loading equipment...').getAttribute('role')).toBe('status');
    hold.release();

    const list = await page.findByRole('list', { name: 'Equipment' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'KettlebellQty 0EditMark out of orderLog maintenanceView logMore…',
      'TreadmillQty 4EditMark out of orderLog maintenanceView logMore…',
    ]);
    expect(page.queryByRole('button', { name: 'Delete Treadmill' })).toBeNull();
    expect(page.getByRole('button', { name: 'More actions for Treadmill' })).toBeTruthy();
    expect(page.queryByText('Loading equipment...')).toBeNull();
  });

  it('has a labelled Quantity box that keeps what was typed (a number box would read "1e3" as 1000)', () => {
    listAnswers([]);
    const page = render();
    const quantity = page.getByLabelText('Quantity');
    expect(quantity.getAttribute('type')).toBeNull();
    expect(quantity.getAttribute('inputmode')).toBe('numeric');
    expect(page.getByLabelText('Name').getAttribute('type')).toBeNull();
  });

  it('says so when there is no equipment yet', async () => {
    const { handler } = listAnswers([]);
    const page = render();
    expect(await page.findByText('No equipment yet.')).toBeTruthy();
    expect(page.queryByRole('list', { name: 'Equipment' })).toBeNull();
    expect(handler).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  });

  it('shows the load failure with Try again, which loads the list again', async () => {
    let fail = true;
    server.use(
      trpcQuery<PageInput>('equipment.list', (input: PageInput) => {
        if (fail) throw new TrpcError({ code: 'SERVICE_UNAVAILABLE', message: 'The database is busy.' });
        return pageOf([TREADMILL], input);
      }),
    );
    const page = render();
    expect((await page.findByRole('alert')).textContent).toBe('The database is busy.');

    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('Treadmill')).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('pages through the list with the server page and total', async () => {
    const handler = vi.fn((input: PageInput) =>
      pageOf([input.page === 1 ? KETTLEBELL : TREADMILL], input, PAGE_SIZE_DEFAULT + 1),
    );
    server.use(trpcQuery<PageInput>('equipment.list', handler));
    const page = render();
    const pages = await page.findByRole('navigation', { name: 'Equipment pages' });
    expect(pages.textContent).toContain('Page 1 of 2');

    await page.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await page.findByText('Treadmill')).toBeTruthy();
    expect(pages.textContent).toContain('Page 2 of 2');
    expect(page.queryByText('Kettlebell')).toBeNull();
    expect(handler).toHaveBeenLastCalledWith({ page: 2, pageSize: PAGE_SIZE_DEFAULT });
  });

  it('shows the shared messages beside the fields and sends nothing for invalid input', async () => {
    listAnswers([]);
    const add = vi.fn(() => TREADMILL);
    server.use(trpcMutation('equipment.add', add));
    const page = render();
    await page.findByText('No equipment yet.');

    await page.user.click(page.getByRole('button', { name: 'Add Equipment' }));
    expect(page.getByText('Name is required.')).toBeTruthy();
    expect(page.getByText(QUANTITY_MESSAGES.required)).toBeTruthy();
    expect(page.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');

    // The first invalid field takes focus.
    expect(document.activeElement).toBe(page.getByLabelText('Name'));
    await page.user.type(page.getByLabelText('Name'), 'Bench');

    const quantity = page.getByLabelText('Quantity');
    for (const text of ['abc', '1e3', '1.5', ' 12abc', '+5', '0x10']) {
      await page.user.clear(quantity);
      await page.user.type(quantity, text);
      await page.user.click(page.getByRole('button', { name: 'Add Equipment' }));
      expect(page.getByText(QUANTITY_MESSAGES.whole)).toBeTruthy();
      expect(document.activeElement).toBe(quantity);
    }

    await page.user.clear(quantity);
    await page.user.type(quantity, '1000001');
    await page.user.click(page.getByRole('button', { name: 'Add Equipment' }));
    expect(page.getByText(QUANTITY_MESSAGES.range)).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });

  it('adds equipment with a numeric quantity, says so, clears the form and refreshes the list', async () => {
    const { state, handler } = listAnswers([]);
    const hold = gate();
    const add = vi.fn(async (input: { name: string; quantity: number }) => {
      await hold.promise;
      state.items = [equipmentItem({ id: 'e9', ...input })];
      return state.items[0];
    });
    server.use(trpcMutation('equipment.add', add));
    const page = render();
    await page.findByText('No equipment yet.');

    await fillAndAdd(page, '  Rowing machine ', '3');
    const button = page.getByRole('button', { name: 'Add Equipment' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    hold.release();

    expect((await page.findByRole('status')).textContent).toBe('Added Rowing machine.');
    expect(add).toHaveBeenCalledExactlyOnceWith({ name: 'Rowing machine', quantity: 3 });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Added Rowing machine.'));
    expect(await page.findByText('Qty 3')).toBeTruthy();
    expect(handler).toHaveBeenCalledTimes(2);
    expect((page.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((page.getByLabelText('Quantity') as HTMLInputElement).value).toBe('');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's message and field errors when adding fails", async () => {
    listAnswers([]);
    server.use(
      trpcMutation('equipment.add', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Check the highlighted fields.',
          fieldErrors: { quantity: QUANTITY_MESSAGES.range },
        });
      }),
    );
    const page = render();
    await page.findByText('No equipment yet.');
    await fillAndAdd(page, 'Bench', '7');

    expect((await page.findByRole('alert')).textContent).toBe('Check the highlighted fields.');
    expect(page.getByText(QUANTITY_MESSAGES.range)).toBeTruthy();
    // What was typed stays, so it can be corrected.
    expect((page.getByLabelText('Name') as HTMLInputElement).value).toBe('Bench');
  });

  it('deletes an item after confirmation and refreshes the list', async () => {
    const { state, handler } = listAnswers([KETTLEBELL, TREADMILL]);
    const remove = vi.fn((input: { id: string }) => {
      state.items = state.items.filter((item) => item.id !== input.id);
      return { deleted: true };
    });
    server.use(trpcMutation('equipment.delete', remove));
    const page = render();

    await chooseDelete(page, 'Treadmill');
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Treadmill?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Deleted Treadmill.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(remove).toHaveBeenCalledExactlyOnceWith({ id: 'e1' });
    await waitFor(() => expect(page.queryByText('Treadmill')).toBeNull());
    expect(page.getByText('Kettlebell')).toBeTruthy();
    expect(page.queryByRole('alertdialog')).toBeNull();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when the deletion is cancelled', async () => {
    listAnswers([TREADMILL]);
    const remove = vi.fn(() => ({ deleted: true }));
    server.use(trpcMutation('equipment.delete', remove));
    const page = render();

    await chooseDelete(page, 'Treadmill');
    await page.user.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    expect(page.getByText('Treadmill')).toBeTruthy();
    // Focus goes back to the menu's button, where the person was.
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'More actions for Treadmill' }));
  });

  it("shows the server's message when deleting fails", async () => {
    listAnswers([TREADMILL]);
    server.use(
      trpcMutation('equipment.delete', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'Equipment not found.' });
      }),
    );
    const page = render();
    await chooseDelete(page, 'Treadmill');
    await page.user.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect((await page.findByRole('alert')).textContent).toBe('Equipment not found.');
    expect(page.queryByRole('alertdialog')).toBeNull();
  });

  it('moves back a page when a deletion empties the last page', async () => {
    const state = { total: PAGE_SIZE_DEFAULT + 1 };
    const handler = vi.fn((input: PageInput) => {
      const items = input.page === 1 ? [KETTLEBELL] : state.total > PAGE_SIZE_DEFAULT ? [TREADMILL] : [];
      return pageOf(items, input, state.total);
    });
    server.use(
      trpcQuery<PageInput>('equipment.list', handler),
      trpcMutation('equipment.delete', () => {
        state.total -= 1;
        return { deleted: true };
      }),
    );
    const page = render();
    await page.user.click(await page.findByRole('button', { name: 'Next' }));
    await chooseDelete(page, 'Treadmill');
    await page.user.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await page.findByText('Kettlebell')).toBeTruthy();
    expect(page.queryByRole('navigation', { name: 'Equipment pages' })).toBeNull();
    expect(handler).toHaveBeenLastCalledWith({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  });
});

/** Opens an item's row menu and chooses Delete…, which asks first. */
async function chooseDelete(page: ReturnType<typeof renderPage>, name: string) {
  await page.user.click(await page.findByRole('button', { name: `More actions for ${name}` }));
  await page.user.click(await page.findByRole('menuitem', { name: 'Delete…' }));
}
