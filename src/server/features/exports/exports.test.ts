// The Member List's "Download CSV" (exactly the members its filters show, in its order, across many
// batches) and "Export all data" (a zip that unzips into CSV files holding the gym's rows).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import { GYM_EXPORT_PATH, membersCsvUrl } from '../../../shared/member-import.schemas.js';
import { MEMBER_SORTS, SORT_DIRECTIONS } from '../../../shared/members.schemas.js';
import { callerAs, createAccount, type TestAccount, tempDir } from '../../test/harness.js';
import { planOf } from '../../test/query-plan.js';
import { TEST_GYM } from '../../test/test-gym.js';
import { insertCheckIn } from '../checkins/checkins.queries.js';
import { createImportBed, type ImportBed } from '../member-import/member-import.testbed.js';
import { pauseMembership } from '../memberships/memberships.service.js';
import { insertPlan } from '../plans/plans.queries.js';
import { MEMBERS_CSV_HEADER, membersCsv } from './exports.csv.js';
import { memberCsvBatchQuery } from './exports.queries.js';

let bed: ImportBed;
beforeEach(async () => {
  bed = await createImportBed();
});
afterEach(() => bed.close());

async function get(url: string, as: TestAccount = bed.admin) {
  return bed.app.inject({ method: 'GET', url, headers: { cookie: await bed.cookieFor(as) } });
}

function rowsOf(text: string): string[][] {
  return parse(text, { bom: true }) as string[][];
}

/** Imports members through the import itself: the quickest honest way to a gym of many members. */
async function importMembers(lines: string[]) {
  const { body } = await bed.upload(`Name,Email,Plan,Opening balance\n${lines.join('\n')}\n`);
  return bed.confirm(String(body.importId));
}

describe('Download CSV', () => {
  it('holds exactly the members the filters show, in the list’s order, with plain amounts and the currency', async () => {
    const gold = await insertPlan(bed.t.db, { name: 'Gold', priceCents: 5000, period: 'monthly', now: new Date() });
    await importMembers([
      'Zoë Gold,zoe@gym.test,Gold,12.50',
      'Adam Gold,adam@gym.test,Gold,',
      'Bea Gold,bea@gym.test,Gold,',
      'Cy Standard,cy@gym.test,,3',
    ]);
    const bea = await bed.t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bea@gym.test')
      .executeTakeFirstOrThrow();
    const now = bed.deps.clock.now();
    await pauseMembership(bed.t.db, bea.id, { adminId: bed.admin.id, now, today: dateInZone(now, 'UTC') });
    const zoe = await bed.t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'zoe@gym.test')
      .executeTakeFirstOrThrow();
    await insertCheckIn(bed.t.db, {
      memberId: zoe.id,
      checkedInAt: '2026-03-04T09:30:00.000Z',
      day: '2026-03-04',
      hour: 9,
      source: 'desk',
      sessionId: null,
      createdBy: null,
    });

    const filters = { planId: gold.id, status: 'active' as const };
    const list = await (await callerAs(bed.deps, bed.admin)).members.list({ ...filters, page: 1, pageSize: 100 });
    const response = await get(membersCsvUrl(filters));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual(MEMBERS_CSV_HEADER);
    expect(rows.map((row) => row[0])).toEqual(list.items.map((member) => member.name));
    expect(rows.map((row) => row[0])).toEqual(['Adam Gold', 'Zoë Gold']);
    const today = dateInZone(now, 'UTC');
    expect(rows[1]).toEqual([
      'Zoë Gold',
      'zoe@gym.test',
      '',
      'Gold',
      'Active',
      today,
      '12.50',
      '2026-03-04',
      expect.stringMatching(/^[A-Z0-9]{8}$/),
      'USD',
    ]);

    const everyone = rowsOf((await get(membersCsvUrl({}))).body).slice(1);
    expect(everyone.map((row) => row[0])).toEqual(['Adam Gold', 'Bea Gold', 'Cy Standard', 'Zoë Gold']);
    const byBalance = await (await callerAs(bed.deps, bed.admin)).members.list({
      sort: 'balance',
      page: 1,
      pageSize: 100,
    });
    const owingFirst = rowsOf((await get(membersCsvUrl({ sort: 'balance' }))).body).slice(1);
    expect(owingFirst.map((row) => row[0])).toEqual(byBalance.items.map((member) => member.name));
    expect(owingFirst.slice(0, 2).map((row) => [row[0], row[6]])).toEqual([
      ['Zoë Gold', '12.50'],
      ['Cy Standard', '3.00'],
    ]);
    const searched = rowsOf((await get(membersCsvUrl({ search: 'ZOE' }))).body).slice(1);
    expect(searched.map((row) => row[0])).toEqual(['Zoë Gold']);
    const overdue = rowsOf((await get(membersCsvUrl({ overdue: true }))).body).slice(1);
    expect(overdue).toEqual([]);
    const downloads = await bed.t.db
      .selectFrom('events')
      .select(['actorId', 'detail'])
      .where('type', '=', 'admin.members_csv_downloaded')
      .execute();
    expect(downloads).toHaveLength(5);
    expect(downloads.every((event) => event.actorId === bed.admin.id)).toBe(true);
    expect(downloads.map((event) => JSON.parse(String(event.detail)))).toContainEqual({
      status: 'active',
      planId: gold.id,
      overdue: false,
      searched: false,
    });
  });

  it('makes a name a spreadsheet would run into text', async () => {
    await createAccount(bed.t.db, 'member', { name: '=HYPERLINK("http://evil.test")' });
    const response = await get(membersCsvUrl({}));
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
  });

  it('streams more members than one batch, each once, in the list’s order; the front desk may download it', async () => {
    const lines = Array.from({ length: 1_150 }, (_, i) => `Member ${String(i).padStart(4, '0')},m${i}@gym.test,,`);
    await importMembers(lines);
    const desk = await createAccount(bed.t.db, 'frontdesk');
    const rows = rowsOf((await get(membersCsvUrl({}), desk)).body).slice(1);
    expect(rows).toHaveLength(1_150);
    expect(rows.map((row) => row[0])).toEqual(lines.map((line) => line.split(',')[0]));
  });

  it('follows every order the list offers across batches: ties, members never seen and missing days', async () => {
    await importMembers([
      'Ann,ann@gym.test,,5',
      'Bob,bob@gym.test,,5',
      'Cat,cat@gym.test,,',
      'Dan,dan@gym.test,,12.50',
      'Eve,eve@gym.test,,',
      'Fay,fay@gym.test,,5',
      'Gus,gus@gym.test,,',
    ]);
    const idOf = async (email: string) =>
      (await bed.t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const visits = [
      ['ann@gym.test', '2026-03-04T09:30:00.000Z'],
      ['cat@gym.test', '2026-03-04T09:30:00.000Z'],
      ['eve@gym.test', '2026-05-01T18:00:00.000Z'],
    ] as const;
    for (const [email, at] of visits) {
      const memberId = await idOf(email);
      await insertCheckIn(bed.t.db, {
        memberId,
        checkedInAt: at,
        day: at.slice(0, 10),
        hour: 9,
        source: 'desk',
        sessionId: null,
        createdBy: null,
      });
    }
    await bed.t.db
      .updateTable('users')
      .set({ joinDate: null })
      .where('email', 'in', ['bob@gym.test', 'gus@gym.test'])
      .execute();
    const caller = await callerAs(bed.deps, bed.admin);
    const ctx = { db: bed.t.db, now: bed.deps.clock.now(), format: createGymFormat({ ...TEST_GYM, locale: 'en-US' }) };

    for (const sort of MEMBER_SORTS) {
      for (const direction of SORT_DIRECTIONS) {
        const list = await caller.members.list({ sort, direction, page: 1, pageSize: 100 });
        let text = '';
        // Batches of 2, so every order continues after ties and after a member without the value.
        for await (const chunk of membersCsv(ctx, { today: '2026-11-26' }, { sort, direction }, 2)) text += chunk;
        const names = rowsOf(text)
          .slice(1)
          .map((row) => row[0]);
        expect(names, `${sort} ${direction}`).toEqual(list.items.map((member) => member.name));
      }
    }
  });

  it.each(MEMBER_SORTS.flatMap((sort) => SORT_DIRECTIONS.map((direction) => [sort, direction] as const)))(
    'starts each next batch by %s %s inside its index, never reading the members whole',
    async (sort, direction) => {
      const indexes = {
        name: 'users_role_search_key_idx',
        balance: 'users_role_balance_idx',
        joined: 'users_role_join_date_idx',
        lastVisit: 'users_role_last_visit_idx',
      };
      const values = { name: 'member 0500', balance: 500, joined: '2026-01-01', lastVisit: '2026-03-04T09:30:00.000Z' };
      const nullable = sort === 'joined' || sort === 'lastVisit';
      for (const value of nullable ? [values[sort], null] : [values[sort]]) {
        const next = memberCsvBatchQuery(bed.t.db, { today: '2026-11-26' }, { sort, direction }, { value, id: 'x' });
        const plan = await planOf(bed.t.db, next);
        expect(plan.searches, plan.text).toContain(`users:${indexes[sort]}`);
        expect(plan.fullScans, plan.text).toEqual([]);
      }
    },
  );

  it('refuses a filter the list would refuse', async () => {
    const response = await get('/exports/members.csv?status=sleeping');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a status from the list.');
    const sideways = await get('/exports/members.csv?sort=sideways');
    expect(sideways.statusCode).toBe(400);
    expect(sideways.json().message).toBe('Choose a sort from the list.');
  });
});

describe('Export all data', () => {
  it('is a zip of CSV files holding the gym’s rows, named after the gym and the day, and is audited', async () => {
    await importMembers(['Ada Moss,ada@gym.test,,12.50', 'Bea Ray,bea@gym.test,,']);
    const response = await get(GYM_EXPORT_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );

    const dir = tempDir('palaestra-export-');
    const zipFile = path.join(dir, 'export.zip');
    fs.writeFileSync(zipFile, response.rawPayload);
    const listing = execFileSync('unzip', ['-Z1', zipFile], { encoding: 'utf8' }).trim().split('\n');
    expect(listing).toEqual([
      'members.csv',
      'plans.csv',
      'bills.csv',
      'payments.csv',
      'check-ins.csv',
      'bookings.csv',
      'passes.csv',
      'refunds.csv',
    ]);
    const read = (name: string) => rowsOf(execFileSync('unzip', ['-p', zipFile, name], { encoding: 'utf8' }));
    expect(read('members.csv').map((row) => row[0])).toEqual(['Name', 'Ada Moss', 'Bea Ray']);
    const bills = read('bills.csv');
    expect(bills).toHaveLength(2);
    expect(bills[1]).toEqual(expect.arrayContaining(['Ada Moss', 'Opening balance', '12.50', 'USD']));
    expect(
      read('plans.csv')
        .slice(1)
        .map((row) => row[1]),
    ).toContain('Standard');
    expect(read('check-ins.csv')).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });

    const events = await bed.t.db
      .selectFrom('events')
      .select('actorId')
      .where('type', '=', 'admin.gym_exported')
      .execute();
    expect(events).toEqual([{ actorId: bed.admin.id }]);
  });
});
