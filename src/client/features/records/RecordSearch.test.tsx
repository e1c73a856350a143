// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { RecordSearch } from './RecordSearch.js';

const server = setupMswServer();

interface SearchInput {
  prefix: string;
  page: number;
  pageSize: number;
}

const NAMES = [
  'Treadmill log',
  'Trainer notes',
  'Bench press',
  ...Array.from({ length: 14 }, (_, i) => `Tr ${i + 10}`),
];

/** records.search over NAMES by case-insensitive prefix, paged as asked; the spy sees each input. */
function searchRecords() {
  const handler = vi.fn(({ prefix, page, pageSize }: SearchInput) => {
    const matches = NAMES.filter((name) => name.toLowerCase().startsWith(prefix.toLowerCase()));
    const items = matches.slice((page - 1) * pageSize, page * pageSize).map((name) => ({ id: name, name }));
    return { items, total: matches.length, page, pageSize };
  });
  server.use(trpcQuery<SearchInput>('records.search', handler));
  return handler;
}

async function search(page: ReturnType<typeof renderPage>, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search records' });
  await page.user.clear(box);
  if (text) await page.user.type(box, text);
  await page.user.click(page.getByRole('button', { name: 'Search' }));
}

function shownNames(page: ReturnType<typeof renderPage>) {
  return within(page.getByRole('list', { name: 'Matching records' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('RecordSearch', () => {
  it('asks for text before searching and sends nothing for an empty or blank box', async () => {
    const handler = searchRecords();
    const page = renderPage(<RecordSearch />, { path: '/user' });
    expect(page.getByRole('heading', { level: 2, name: 'Record Search' })).toBeTruthy();

    await search(page, '');
    expect(page.getByText('Enter text to search.')).toBeTruthy();
    expect(page.getByRole('searchbox', { name: 'Search records' }).getAttribute('aria-invalid')).toBe('true');
    await search(page, '   ');
    expect(page.getByText('Enter text to search.')).toBeTruthy();
    expect(page.queryByRole('list')).toBeNull();

    // Had a blank search been sent, it would reach the server before this one does.
    await search(page, 'Bench');
    await page.findByText('Bench press');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ prefix: 'Bench', page: 1, pageSize: 10 });
    expect(page.queryByText('Enter text to search.')).toBeNull();
  });

  it('searches on submit, showing a loading state and then the matching names (text trimmed)', async () => {
    const hold = gate();
    const handler = vi.fn(async (_input: SearchInput) => {
      await hold.promise;
      return { items: [{ id: 'r1', name: 'Treadmill log' }], total: 1, page: 1, pageSize: 10 };
    });
    server.use(trpcQuery<SearchInput>('records.search', handler));
    const page = renderPage(<RecordSearch />, { path: '/user' });

    await page.user.type(page.getByRole('searchbox', { name: 'Search records' }), '  tread {Enter}');
    expect((await page.findByRole('status')).textContent).toBe('Searching records...');
    hold.release();

    await page.findByRole('list', { name: 'Matching records' });
    expect(shownNames(page)).toEqual(['Treadmill log']);
    expect(handler).toHaveBeenCalledWith({ prefix: 'tread', page: 1, pageSize: 10 });
    expect(page.queryByRole('navigation')).toBeNull();
  });

  it('says No records found. when nothing matches', async () => {
    searchRecords();
    const page = renderPage(<RecordSearch />, { path: '/user' });
    await search(page, 'zumba');
    expect(await page.findByText('No records found.')).toBeTruthy();
    expect(page.queryByRole('list')).toBeNull();
  });

  it('runs the search again when the same text is submitted again', async () => {
    const handler = searchRecords();
    const page = renderPage(<RecordSearch />, { path: '/user' });
    await search(page, 'bench');
    await page.findByText('Bench press');
    await page.user.click(page.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(2));
    expect(handler).toHaveBeenLastCalledWith({ prefix: 'bench', page: 1, pageSize: 10 });
    expect(shownNames(page)).toEqual(['Bench press']);
  });

  it('shows an error with Try again, which runs the search again', async () => {
    let fail = true;
    const handler = vi.fn((_input: SearchInput) => {
      if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong.' });
      return { items: [{ id: 'r1', name: 'Bench press' }], total: 1, page: 1, pageSize: 10 };
    });
    server.use(trpcQuery<SearchInput>('records.search', handler));
    const page = renderPage(<RecordSearch />, { path: '/user' });
    await search(page, 'ben');

    expect((await page.findByRole('alert')).textContent).toBe('Failed to search records. Please try again later.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));

    expect(await page.findByText('Bench press')).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
    expect(handler).toHaveBeenLastCalledWith({ prefix: 'ben', page: 1, pageSize: 10 });
  });

  it('pages through many matches, and a new search starts again at page 1', async () => {
    const handler = searchRecords();
    const page = renderPage(<RecordSearch />, { path: '/user' });
    await search(page, 'tr');

    const pager = await page.findByRole('navigation', { name: 'Matching records pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    expect(shownNames(page)).toHaveLength(10);

    await page.user.click(within(pager).getByRole('button', { name: 'Next' }));
    await page.findByText('Tr 23');
    expect(within(pager).getByText('Page 2 of 2')).toBeTruthy();
    expect(shownNames(page)).toEqual(['Tr 18', 'Tr 19', 'Tr 20', 'Tr 21', 'Tr 22', 'Tr 23']);
    expect(handler).toHaveBeenLastCalledWith({ prefix: 'tr', page: 2, pageSize: 10 });

    await search(page, 'tra');
    await waitFor(() => expect(shownNames(page)).toEqual(['Trainer notes']));
    expect(handler).toHaveBeenLastCalledWith({ prefix: 'tra', page: 1, pageSize: 10 });
    expect(page.queryByRole('navigation')).toBeNull();
  });
});
