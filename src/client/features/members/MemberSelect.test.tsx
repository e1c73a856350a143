// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import { MemberSelect } from './MemberSelect.js';

const server = setupMswServer();

const MAYA = { id: 'u-1', name: 'Maya Patel', email: 'maya@gym.test', membershipType: 'Standard', joinDate: null };

describe('MemberSelect', () => {
  it("says 'No approved members found.' when there are no members", async () => {
    server.use(trpcQuery('members.list', { items: [], total: 0, page: 1, pageSize: 50 }));
    const page = renderPage(<MemberSelect value="" onChange={() => {}} />);
    expect(await page.findByText('No approved members found.')).toBeTruthy();
    expect(page.getAllByRole('option')).toHaveLength(1);
  });

  it('asks to refine the search when more members match than are shown', async () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ ...MAYA, id: `u-${i}`, name: `Member ${i}` }));
    server.use(trpcQuery('members.list', { items, total: 120, page: 1, pageSize: 50 }));
    const page = renderPage(<MemberSelect value="" onChange={() => {}} />);
    expect(await page.findByText('Showing 50 of 120; refine the search to see others.')).toBeTruthy();
  });

  it('hands over the chosen member with its id', async () => {
    server.use(trpcQuery('members.list', { items: [MAYA], total: 1, page: 1, pageSize: 50 }));
    const onChange = vi.fn();
    const page = renderPage(<MemberSelect value="" onChange={onChange} />);
    await page.user.selectOptions(
      page.getByLabelText('Member'),
      await page.findByRole('option', { name: 'Maya Patel (maya@gym.test)' }),
    );
    expect(onChange).toHaveBeenCalledWith('u-1', { id: 'u-1', name: 'Maya Patel', email: 'maya@gym.test' });
  });
});
