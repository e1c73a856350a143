// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  type ImportPreview,
  MEMBER_IMPORT_PATH,
} from '../../../shared/member-import.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN } from '../../test/session.js';
import { TEST_ORIGIN, trpcMutation } from '../../test/trpc-msw.js';
import { ImportMembersDialog } from './ImportMembersDialog.js';

const server = setupMswServer();
const UPLOAD = `${TEST_ORIGIN}${MEMBER_IMPORT_PATH}`;

const PREVIEW: ImportPreview = {
  importId: 'imp-1',
  fileName: 'members.csv',
  toImport: 2,
  existing: 1,
  refused: 2,
  refusals: [
    { row: 3, reason: 'Enter a valid email address.' },
    { row: 5, reason: 'Name starts with "=", which a spreadsheet runs as a formula: remove it from the file.' },
  ],
  ignoredColumns: ['Notes'],
};

async function openWithFile(file: File) {
  const page = renderPage(<ImportMembersDialog />, { session: ADMIN });
  await page.user.click(page.getByRole('button', { name: 'Import members' }));
  const dialog = await page.findByRole('dialog', { name: 'Import members' });
  await page.user.upload(within(dialog).getByLabelText('CSV file'), file);
  await page.user.click(within(dialog).getByRole('button', { name: 'Check the file' }));
  return { page, dialog };
}

const csv = () => new File(['Name,Email\nAda,ada@gym.test\n'], 'members.csv', { type: 'text/csv' });

describe('Import members', () => {
  it('sends the file, shows the counts and every refused row with its reason, then imports on request', async () => {
    let sent: { fileName: string; contentBase64: string } | null = null;
    let confirmed: unknown = null;
    server.use(
      http.post(UPLOAD, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json(PREVIEW);
      }),
      trpcMutation('memberImport.confirm', (input: unknown) => {
        confirmed = input;
        return { imported: 2, skipped: 0, invited: 2 };
      }),
    );
    const { page, dialog } = await openWithFile(csv());
    const counts = await within(dialog).findByRole('list', { name: 'What the import would do' });
    // The form is gone: focus is on the preview's heading, the file's name.
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'members.csv' }));
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 to import', '1 already members (skipped)', '2 refused']);
    expect(sent).toEqual({ fileName: 'members.csv', contentBase64: btoa('Name,Email\nAda,ada@gym.test\n') });
    const table = within(dialog).getByRole('table', { name: 'Refused rows' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['3', 'Enter a valid email address.'],
      ['5', 'Name starts with "=", which a spreadsheet runs as a formula: remove it from the file.'],
    ]);
    expect(within(dialog).getByText('Columns left out: Notes.')).toBeTruthy();

    await page.user.click(within(dialog).getByLabelText('Send each new member an invitation to set a password'));
    await page.user.click(within(dialog).getByRole('button', { name: 'Import 2 members' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Imported 2 members. 2 invitations on the way.',
    );
    expect(confirmed).toEqual({ importId: 'imp-1', sendInvitations: true });
  });

  it('refuses a file over 5 MB without sending it', async () => {
    // No upload handler: a request would fail the test (msw refuses unhandled requests).
    const big = new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' });
    const { dialog } = await openWithFile(big);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(IMPORT_TOO_LARGE);
  });

  it('shows the server’s reason when the file cannot be read, and offers nothing to import', async () => {
    server.use(
      http.post(UPLOAD, () =>
        HttpResponse.json({ error: 'Bad Request', message: 'The file is not UTF-8 text.' }, { status: 400 }),
      ),
    );
    const { dialog } = await openWithFile(csv());
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The file is not UTF-8 text.');
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('says when there is nothing to import', async () => {
    server.use(http.post(UPLOAD, () => HttpResponse.json({ ...PREVIEW, toImport: 0, refused: 0, refusals: [] })));
    const { dialog } = await openWithFile(csv());
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Nothing to import: every row is a member already or refused.',
    );
  });
});
