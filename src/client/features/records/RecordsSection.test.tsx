// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/pagination.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { RecordsSection } from './RecordsSection.js';

const server = setupMswServer();

interface RecordItem {
  id: string;
  name: string;
}
type PageInput = { page: number; pageSize: number };

const BENCH_PRESS: RecordItem = { id: 'r1', name: 'Bench press' };
const DEADLIFT: RecordItem = { id: 'r2', name: 'Deadlift' };

function pageOf(items: RecordItem[], input: PageInput, total = items.length): Page<RecordItem> {
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/** records.list answering from a list the test can change; the spy sees each input. */
function listAnswers(initial: RecordItem[]) {
  const state = { items: initial };
  const handler = vi.fn((input: PageInput) => pageOf(state.items, input));
  server.use(trpcQuery<PageInput>('records.list', handler));
  return { state, handler };
}

function render() {
  return renderPage(<RecordsSection />, { path: '/records' });
}

describe('RecordsSection', () => {
  it('shows a loading status, then the records, and says where members search them', async () => {
    const hold = gate();
    server.use(
      trpcQuery<PageInput>('records.list', async (input: PageInput) => {
        await hold.promise;
        return pageOf([BENCH_PRESS, DEADLIFT], input);
      }),
    );
    const page = render();
    expect(page.getByRole('heading', { level: 2, name: 'Records' })).toBeTruthy();
    expect(page.getByText(/search these records by name on their User Dashboard/)).toBeTruthy();
    expect(page.getByRole('status').textContent).toBe('Loading records...');
    hold.release();

    const list = await page.findByRole('list', { name: 'Records' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bench pressDelete', 'DeadliftDelete']);
    expect(page.getByRole('button', { name: 'Delete Deadlift' })).toBeTruthy();
  });

  it('says so when there are no records yet', async () => {
    const { handler } = listAnswers([]);
    const page = render();
    expect(await page.findByText('No records yet.')).toBeTruthy();
    expect(handler).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  });

  it('shows the load failure with Try again, which loads the list again', async () => {
    let fail = true;
    server.use(
      trpcQuery<PageInput>('records.list', (input: PageInput) => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'SQLITE_BUSY' });
        return pageOf([DEADLIFT], input);
      }),
    );
    const page = render();
    // An internal error's own text is not for people; the fallback is.
    expect((await page.findByRole('alert')).textContent).toBe('Failed to load records.');

    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('Deadlift')).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('pages through the records with the server page and total', async () => {
    const handler = vi.fn((input: PageInput) =>
      pageOf([input.page === 1 ? BENCH_PRESS : DEADLIFT], input, 2 * PAGE_SIZE_DEFAULT),
    );
    server.use(trpcQuery<PageInput>('records.list', handler));
    const page = render();
    const pages = await page.findByRole('navigation', { name: 'Records pages' });

    await page.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await page.findByText('Deadlift')).toBeTruthy();
    expect(pages.textContent).toContain('Page 2 of 2');
    // Next is now disabled: focus is on the new page of records, not the page body.
    expect(document.activeElement).toBe(page.getByRole('list', { name: 'Records' }));
    expect(handler).toHaveBeenLastCalledWith({ page: 2, pageSize: PAGE_SIZE_DEFAULT });

    await page.user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await page.findByText('Bench press')).toBeTruthy();
    expect(handler).toHaveBeenLastCalledWith({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  });

  it('requires a name and sends nothing without one', async () => {
    listAnswers([]);
    const add = vi.fn(() => DEADLIFT);
    server.use(trpcMutation('records.add', add));
    const page = render();
    await page.findByText('No records yet.');

    await page.user.type(page.getByLabelText('Name'), '   ');
    await page.user.click(page.getByRole('button', { name: 'Add Record' }));
    expect(page.getByText('Name is required.')).toBeTruthy();
    expect(page.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(add).not.toHaveBeenCalled();
  });

  it('adds a record, says so, clears the form and refreshes the list', async () => {
    const { state, handler } = listAnswers([]);
    const hold = gate();
    const add = vi.fn(async (input: { name: string }) => {
      await hold.promise;
      state.items = [{ id: 'r9', ...input }];
      return state.items[0];
    });
    server.use(trpcMutation('records.add', add));
    const page = render();
    await page.findByText('No records yet.');

    await page.user.type(page.getByLabelText('Name'), ' Squat ');
    await page.user.keyboard('{Enter}');
    const button = page.getByRole('button', { name: 'Add Record' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    hold.release();

    const added = await page.findByRole('status');
    expect(added.textContent).toBe('Added Squat.');
    await waitFor(() => expect(document.activeElement).toBe(added));
    expect(add).toHaveBeenCalledExactlyOnceWith({ name: 'Squat' });
    expect(await page.findByRole('button', { name: 'Delete Squat' })).toBeTruthy();
    expect(handler).toHaveBeenCalledTimes(2);
    expect((page.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message and field error when adding fails", async () => {
    listAnswers([]);
    server.use(
      trpcMutation('records.add', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Check the highlighted fields.',
          fieldErrors: { name: 'Name must be at most 100 characters.' },
        });
      }),
    );
    const page = render();
    await page.findByText('No records yet.');
    await page.user.type(page.getByLabelText('Name'), 'Squat');
    await page.user.click(page.getByRole('button', { name: 'Add Record' }));

    expect((await page.findByRole('alert')).textContent).toBe('Check the highlighted fields.');
    expect(page.getByText('Name must be at most 100 characters.')).toBeTruthy();
    expect((page.getByLabelText('Name') as HTMLInputElement).value).toBe('Squat');
  });

  it('deletes a record after confirmation and refreshes the list', async () => {
    const { state, handler } = listAnswers([BENCH_PRESS, DEADLIFT]);
    const remove = vi.fn((input: { id: string }) => {
      state.items = state.items.filter((item) => item.id !== input.id);
      return { deleted: true };
    });
    server.use(trpcMutation('records.delete', remove));
    const page = render();

    await page.user.click(await page.findByRole('button', { name: 'Delete Bench press' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Bench press?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const deleted = await page.findByRole('status');
    expect(deleted.textContent).toBe('Deleted Bench press.');
    // The Delete button pressed is gone with its record: focus is on the outcome instead.
    await waitFor(() => expect(document.activeElement).toBe(deleted));
    expect(remove).toHaveBeenCalledExactlyOnceWith({ id: 'r1' });
    await waitFor(() => expect(page.queryByText('Bench press')).toBeNull());
    expect(page.getByText('Deadlift')).toBeTruthy();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when the deletion is cancelled with Escape', async () => {
    listAnswers([DEADLIFT]);
    const remove = vi.fn(() => ({ deleted: true }));
    server.use(trpcMutation('records.delete', remove));
    const page = render();

    await page.user.click(await page.findByRole('button', { name: 'Delete Deadlift' }));
    await page.findByRole('alertdialog', { name: 'Delete Deadlift?' });
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'Delete Deadlift' }));
  });

  it("shows the server's message when deleting fails", async () => {
    listAnswers([DEADLIFT]);
    server.use(
      trpcMutation('records.delete', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'Record not found.' });
      }),
    );
    const page = render();
    await page.user.click(await page.findByRole('button', { name: 'Delete Deadlift' }));
    await page.user.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('Record not found.');
    expect(page.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
