// The Member List's "Download CSV" (exactly the members its filters show, in its order, across many
// batches) and "Export all data" (a zip that unzips into CSV files holding the gym's rows).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateInZone } from '../../../shared/calendar.js';
import { GYM_EXPORT_PATH, membersCsvUrl } from '../../../shared/member-import.schemas.js';
import { callerAs, createAccount, type TestAccount, tempDir } from '../../test/harness.js';
import { planOf } from '../../test/query-plan.js';
import { insertCheckIn } from '../checkins/checkins.queries.js';
import { createImportBed, type ImportBed } from '../member-import/member-import.testbed.js';
import { pauseMembership } from '../memberships/memberships.service.js';
import { insertPlan } from '../plans/plans.queries.js';
import { MEMBERS_CSV_HEADER } from './exports.csv.js';
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
    const searched = rowsOf((await get(membersCsvUrl({ search: 'ZOE' }))).body).slice(1);
    expect(searched.map((row) => row[0])).toEqual(['Zoë Gold']);
    const overdue = rowsOf((await get(membersCsvUrl({ overdue: true }))).body).slice(1);
    expect(overdue).toEqual([]);
    const downloads = await bed.t.db
      .selectFrom('events')
      .select(['actorId', 'detail'])
      .where('type', '=', 'admin.members_csv_downloaded')
      .execute();
    expect(downloads).toHaveLength(4);
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

  it('starts each next batch inside the name index, never reading the members whole', async () => {
    const next = memberCsvBatchQuery(bed.t.db, { today: '2026-11-26' }, { searchKey: 'member 0500', id: 'x' });
    const plan = await planOf(bed.t.db, next);
    expect(plan.searches, plan.text).toContain('users:users_role_search_key_idx');
    expect(plan.fullScans, plan.text).toEqual([]);
  });

  it('refuses a filter the list would refuse', async () => {
    const response = await get('/exports/members.csv?status=sleeping');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a status from the list.');
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
