// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { MemberPicker, type MemberSearchSource, type PickedMember } from './MemberPicker.js';

const server = setupMswServer();

const row = (id: string, name: string, email: string | null) => ({
  id,
  name,
  email,
  membershipType: 'Standard',
  nextPlanName: null,
  nextPlanFrom: null,
  status: 'active',
  endsOn: null,
  joinDate: null,
  balanceCents: 0,
});
const MAYA = row('u-1', 'Maya Patel', 'maya@gym.test');
const MAYA_TOO = row('u-2', 'Maya Patel', 'maya.p@mail.test');
const LEO = row('u-3', 'Leo Chen', null);

/** members.list over three members, filtering by name or email as the server does; remembers each search. */
function memberList() {
  const searches: string[] = [];
  server.use(
    trpcQuery<{ search?: string }>('members.list', ({ search = '' }) => {
      searches.push(search);
      const items = [MAYA, MAYA_TOO, LEO].filter((m) =>
        `${m.name} ${m.email ?? ''}`.toLowerCase().includes(search.toLowerCase()),
      );
      return { items, total: items.length, page: 1, pageSize: 10 };
    }),
  );
  return searches;
}

function Harness({
  onChange,
  initial = null,
  source,
}: {
  onChange?: (member: PickedMember | null) => void;
  initial?: PickedMember | null;
  source?: MemberSearchSource;
}) {
  const [member, setMember] = useState<PickedMember | null>(initial);
  return (
    <>
      <MemberPicker
        value={member}
        source={source}
        onChange={(next) => {
          setMember(next);
          onChange?.(next);
        }}
      />
      <output aria-label="Chosen">{member ? `${member.id} ${member.name}` : 'nobody'}</output>
    </>
  );
}

describe('MemberPicker', () => {
  it('searches the server as you type, after a pause, and lists names with what tells them apart', async () => {
    const searches = memberList();
    const page = renderPage(<Harness />);
    const box = page.getByRole('combobox', { name: 'Member' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await page.user.type(box, 'maya');
    const list = await page.findByRole('listbox', { name: 'Member suggestions' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(page.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Maya Patel · maya@gym.test',
      'Maya Patel · maya.p@mail.test',
    ]);
    // One question for the whole word, not one per key.
    expect(searches).toEqual(['maya']);
  });

  it('moves with the arrows and chooses with Enter; the box then shows the name and can be cleared', async () => {
    memberList();
    const onChange = vi.fn();
    const page = renderPage(<Harness onChange={onChange} />);
    const box = page.getByRole('combobox', { name: 'Member' });
    await page.user.type(box, 'maya');
    await page.findAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(page.getAllByRole('option')[0]?.id);
    await page.user.keyboard('{ArrowDown}');
    const second = page.getAllByRole('option')[1];
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    await page.user.keyboard('{ArrowDown}{ArrowUp}{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ id: 'u-2', name: 'Maya Patel', detail: 'maya.p@mail.test' });
    expect(page.getByRole('status', { name: 'Chosen' }).textContent).toBe('u-2 Maya Patel');
    expect((box as HTMLInputElement).value).toBe('Maya Patel');
    expect(page.queryByRole('listbox')).toBeNull();

    await page.user.click(page.getByRole('button', { name: 'Clear member' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('closes the list with Escape and keeps the choice made before', async () => {
    memberList();
    const page = renderPage(<Harness initial={{ id: 'u-3', name: 'Leo Chen' }} />);
    const box = page.getByRole('combobox', { name: 'Member' }) as HTMLInputElement;
    // The preselected member is named (the training dialog opened from ?member=).
    expect(box.value).toBe('Leo Chen');
    await page.user.clear(box);
    await page.user.type(box, 'maya');
    await page.findAllByRole('option');
    await page.user.keyboard('{Escape}');
    expect(page.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('Leo Chen');
    expect(page.getByRole('status', { name: 'Chosen' }).textContent).toBe('u-3 Leo Chen');
  });

  it('does not send its form when Enter comes before the matches', async () => {
    memberList();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const page = renderPage(
      <form onSubmit={submitted}>
        <Harness />
      </form>,
    );
    await page.user.type(page.getByRole('combobox', { name: 'Member' }), 'leo{Enter}');
    await page.findByRole('option', { name: 'Leo Chen' });
    expect(submitted).not.toHaveBeenCalled();
    await page.user.keyboard('{Enter}');
    expect(page.getByRole('status', { name: 'Chosen' }).textContent).toBe('u-3 Leo Chen');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('chooses with a click, too', async () => {
    memberList();
    const page = renderPage(<Harness />);
    await page.user.type(page.getByRole('combobox', { name: 'Member' }), 'leo');
    await page.user.click(await page.findByRole('option', { name: 'Leo Chen' }));
    expect(page.getByRole('status', { name: 'Chosen' }).textContent).toBe('u-3 Leo Chen');
  });

  it('says when no member matches', async () => {
    memberList();
    const page = renderPage(<Harness />);
    await page.user.type(page.getByRole('combobox', { name: 'Member' }), 'zed');
    expect(await page.findByText('No member matches “zed”.')).toBeTruthy();
    expect(page.queryByRole('option')).toBeNull();
  });

  it('says when the search failed and tries again on request', async () => {
    let fail = true;
    server.use(
      trpcQuery('members.list', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong.' });
        return { items: [LEO], total: 1, page: 1, pageSize: 10 };
      }),
    );
    const page = renderPage(<Harness />);
    const box = page.getByRole('combobox', { name: 'Member' });
    await page.user.type(box, 'leo');
    const said = await page.findByText('Could not search members. Press Enter to try again.');
    expect(box.getAttribute('aria-describedby')).toContain(said.id);
    expect(page.queryByRole('option')).toBeNull();
    fail = false;
    await page.user.keyboard('{Enter}');
    expect(await page.findByRole('option', { name: 'Leo Chen' })).toBeTruthy();
    expect(page.queryByText(/Could not search members/)).toBeNull();
  });

  it('tries a failed search again with the mouse, keeping the list open', async () => {
    let fail = true;
    server.use(
      trpcQuery('members.list', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong.' });
        return { items: [LEO], total: 1, page: 1, pageSize: 10 };
      }),
    );
    const page = renderPage(<Harness />);
    await page.user.type(page.getByRole('combobox', { name: 'Member' }), 'leo');
    await page.findByText(/Could not search members/);
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    await page.user.click(await page.findByRole('option', { name: 'Leo Chen' }));
    expect(page.getByRole('status', { name: 'Chosen' }).textContent).toBe('u-3 Leo Chen');
  });

  it("searches the coaches' way (names and member codes) for trainers", async () => {
    server.use(
      trpcQuery<{ text: string }>('programs.memberSearch', ({ text }: { text: string }) =>
        text === 'zo' ? [{ id: 'u-9', name: 'Zoë Ångström', memberCode: 'ZA1234' }] : [],
      ),
    );
    const page = renderPage(<Harness source="coaching" />);
    await page.user.type(page.getByRole('combobox', { name: 'Member' }), 'zo');
    await page.user.click(await page.findByRole('option', { name: /^Zoë Ångström.*ZA1234$/ }));
    expect(page.getByRole('status', { name: 'Chosen' }).textContent).toBe('u-9 Zoë Ångström');
  });
});
