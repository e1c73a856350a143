// Import members, the preview: what a file that is not clean CSV gets told, which rows are refused
// and why, and that a preview writes nothing but its own member_imports row.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, MEMBER_IMPORT_PATH } from '../../../shared/member-import.schemas.js';
import { createAccount } from '../../test/harness.js';
import { insertPlan, setArchived } from '../plans/plans.queries.js';
import { NOT_UTF8 } from './import-file.js';
import { createImportBed, type ImportBed } from './member-import.testbed.js';

let bed: ImportBed;
beforeEach(async () => {
  bed = await createImportBed();
});
afterEach(() => bed.close());

const HEADER = 'Name,Email,Phone,Plan,Join date,Opening balance\n';

async function refusalsOf(csv: string) {
  const { status, body } = await bed.upload(csv);
  expect(status).toBe(200);
  return body.refusals as { row: number; reason: string }[];
}

describe('the file as a whole', () => {
  it('refuses text that is not UTF-8 (Windows-1252, UTF-16, a spreadsheet file) with the same clear message', async () => {
    const latin1 = Buffer.concat([Buffer.from('Name,Email\nZo'), Buffer.from([0xeb]), Buffer.from(',zoe@gym.test\n')]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name,Email\nZoe,zoe@gym.test\n', 'utf16le')]);
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
    for (const bytes of [latin1, utf16, xlsx]) {
      expect(await bed.upload(bytes)).toEqual({ status: 400, body: { error: 'Bad Request', message: NOT_UTF8 } });
    }
  });

  it('says an empty file is empty, and a file without the Email column what its first line must be', async () => {
    expect((await bed.upload('')).body.message).toBe('The file is empty.');
    expect((await bed.upload('\n\n')).body.message).toBe('The file has no rows: its first line must name the columns.');
    const noEmail = await bed.upload('Full name,Phone\nAda Moss,555\n');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe(
      'The file has no "Email" column. Its first line must name the columns: Name, Email, Phone, Plan, Join date, Opening balance (Name and Email are required).',
    );
  });

  it('refuses more than 20,000 rows, and a file over 5 MB before reading it', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `M ${i},m${i}@gym.test`).join('\n');
    expect(await bed.upload(`Name,Email\n${rows}\n`)).toEqual({
      status: 413,
      body: { error: 'Bad Request', message: IMPORT_TOO_LARGE },
    });
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a');
    expect((await bed.upload(big)).body.message).toBe(IMPORT_TOO_LARGE);
    // 50 MB is refused from its Content-Length, with the same sentence.
    const fifty = await bed.app.inject({
      method: 'POST',
      url: MEMBER_IMPORT_PATH,
      headers: { cookie: await bed.cookieFor(bed.admin), 'content-type': 'application/json' },
      payload: `{"fileName":"big.csv","contentBase64":"${'A'.repeat(50 * 1024 * 1024)}"}`,
    });
    expect(fifty.statusCode).toBe(413);
    expect(fifty.json()).toEqual({ error: 'Payload Too Large', message: IMPORT_TOO_LARGE });
  });

  it('reads a BOM, semicolons, quoted line breaks and header names in any case', async () => {
    const csv =
      '\uFEFFNAME;e-mail;Notes;Opening Balance\r\n' +
      'Ada Moss;ADA@gym.test;"first line\r\nsecond; line";12.50\r\n' +
      '"Moss; Bea";bea@gym.test;;\r\n';
    const { status, body } = await bed.upload(csv);
    expect(status).toBe(200);
    expect(body).toMatchObject({ toImport: 2, existing: 0, refused: 0, refusals: [], ignoredColumns: ['Notes'] });
  });

  it('refuses a broken quote with where it is', async () => {
    const { status, body } = await bed.upload('Name,Email\n"Ada,ada@gym.test\nBea,bea@gym.test\n');
    expect(status).toBe(400);
    expect(String(body.message)).toMatch(/^The file is not a CSV the import can read/);
  });
});

describe('each row', () => {
  it('refuses formula cells but keeps a phone number that starts with +', async () => {
    const refusals = await refusalsOf(
      `${HEADER}"=HYPERLINK(""http://evil.test"")",eve@gym.test,,,,\nAda,ada@gym.test,+44 20 7946 0958,,,\nBea,@SUM(A1),,,,\n`,
    );
    expect(refusals).toEqual([
      { row: 2, reason: 'Name starts with "=", which a spreadsheet runs as a formula: remove it from the file.' },
      { row: 4, reason: 'Email starts with "@", which a spreadsheet runs as a formula: remove it from the file.' },
    ]);
  });

  it('reads back the mark an export puts before a formula-like cell: a phone comes back, a formula stays refused', async () => {
    const { body } = await bed.upload(`Name,Email,Phone\nAda,ada@gym.test,'+44 20 7946 0958\n"'=cmd",eve@gym.test,\n`);
    expect(body).toMatchObject({
      toImport: 1,
      refusals: [
        { row: 3, reason: 'Name starts with "=", which a spreadsheet runs as a formula: remove it from the file.' },
      ],
    });
    const { importId } = body as { importId: string };
    await bed.confirm(importId);
    const ada = await bed.t.db
      .selectFrom('users')
      .select('phone')
      .where('email', '=', 'ada@gym.test')
      .executeTakeFirst();
    expect(ada?.phone).toBe('+44 20 7946 0958');
  });

  it('gives the Add member form’s messages for names, emails and phones', async () => {
    const refusals = await refusalsOf(
      `${HEADER},nobody@gym.test,,,,\nAda,not-an-email,,,,\nBea,bea@gym.test,${'9'.repeat(41)},,,\n`,
    );
    expect(refusals).toEqual([
      { row: 2, reason: 'Name is required.' },
      { row: 3, reason: 'Enter a valid email address.' },
      { row: 4, reason: 'Phone must be at most 40 characters.' },
    ]);
  });

  it('numbers rows as the spreadsheet does, blank rows included, and imports nothing for them', async () => {
    const { body } = await bed.upload(`${HEADER}Ada,ada@gym.test,,,,\n,,,,,\n\nBea,not-an-email,,,,\n`);
    expect(body).toMatchObject({
      toImport: 1,
      refused: 1,
      refusals: [{ row: 5, reason: 'Enter a valid email address.' }],
    });
  });

  it('refuses the second row of an email, whatever its capitals', async () => {
    const refusals = await refusalsOf(`${HEADER}Ada,ada@gym.test,,,,\nAda again,ADA@Gym.test,,,,\n`);
    expect(refusals).toEqual([{ row: 3, reason: 'The email ada@gym.test is also on row 2.' }]);
  });

  it('finds plans by name, any capitals; refuses unknown, archived and pass names', async () => {
    const now = new Date();
    await insertPlan(bed.t.db, { name: 'Gold', priceCents: 5000, period: 'monthly', now });
    const old = await insertPlan(bed.t.db, { name: 'Old Plan', priceCents: 1000, period: 'monthly', now });
    await setArchived(bed.t.db, old.id, now.toISOString());
    await insertPlan(bed.t.db, {
      name: 'Ten visits',
      priceCents: 9000,
      period: 'none',
      pass: { passVisits: 10, passDays: null },
      now,
    });
    const refusals = await refusalsOf(
      `${HEADER}Ada,ada@gym.test,,gold,,\nBea,bea@gym.test,,Platinum,,\nCy,cy@gym.test,,Old Plan,,\nDi,di@gym.test,,Ten visits,,\n`,
    );
    expect(refusals).toEqual([
      { row: 3, reason: 'There is no plan called "Platinum".' },
      { row: 4, reason: 'The plan "Old Plan" is archived.' },
      { row: 5, reason: '"Ten visits" is a pass: sell passes at the desk after the import.' },
    ]);
  });

  it('reads join dates as ISO or the gym’s numeric order, and refuses the rest', async () => {
    const refusals = await refusalsOf(
      `${HEADER}Ada,ada@gym.test,,,2024-03-01,\nBea,bea@gym.test,,,03/15/2024,\nCy,cy@gym.test,,,2024-02-30,\nDi,di@gym.test,,,15/03/2024,\nEd,ed@gym.test,,,2099-01-01,\n`,
    );
    expect(refusals).toEqual([
      { row: 4, reason: 'Join date "2024-02-30" is not a date: write it as 2026-11-26 or 11/26/2026.' },
      { row: 5, reason: 'Join date "15/03/2024" is not a date: write it as 2026-11-26 or 11/26/2026.' },
      { row: 6, reason: 'Join date cannot be in the future.' },
    ]);
  });

  it('reads opening balances in the gym’s currency; refuses negative and unreadable ones', async () => {
    const refusals = await refusalsOf(
      `${HEADER}Ada,ada@gym.test,,,,"1,234.50"\nBea,bea@gym.test,,,,0\nCy,cy@gym.test,,,,-5\nDi,di@gym.test,,,,twelve\nEd,ed@gym.test,,,,12.345\n`,
    );
    expect(refusals.map((r) => r.row)).toEqual([4, 5, 6]);
    expect(refusals[0]?.reason).toBe('Opening balance cannot be negative.');
    expect(refusals[1]?.reason).toBe('Opening balance "twelve" is not an amount: write it like 12.50.');
  });

  it('skips emails that are members already and refuses staff addresses', async () => {
    const member = await createAccount(bed.t.db, 'member');
    const trainer = await createAccount(bed.t.db, 'trainer');
    const { body } = await bed.upload(
      `Name,Email\nAda,ada@gym.test\nOld,${member.email.toUpperCase()}\nTrainer,${trainer.email}\n`,
    );
    expect(body).toMatchObject({
      toImport: 1,
      existing: 1,
      refused: 1,
      refusals: [
        { row: 4, reason: `${trainer.email} belongs to a staff account or a registration awaiting approval.` },
      ],
    });
  });

  it('lists the first 200 refused rows and counts them all', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => `Bad ${i},not-an-email-${i}`).join('\n');
    const { body } = await bed.upload(`Name,Email\n${rows}\n`);
    expect(body.refused).toBe(250);
    expect((body.refusals as unknown[]).length).toBe(200);
  });
});

describe('a gym that writes dates and amounts its own way', () => {
  it('reads a German spreadsheet: semicolons, 01.03.2024, 1.234,50 €', async () => {
    await bed.close();
    bed = await createImportBed({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' });
    const { body } = await bed.upload(
      'Name;Email;Join date;Opening balance\nAda;ada@gym.test;01.03.2024;1.234,50\nBea;bea@gym.test;03/15/2024;12.50\n',
    );
    expect(body).toMatchObject({
      toImport: 1,
      refusals: [{ row: 3, reason: 'Join date "03/15/2024" is not a date: write it as 2026-11-26 or 26.11.2026.' }],
    });
    await bed.confirm(String(body.importId));
    const bill = await bed.t.db.selectFrom('bills').select('amountCents').executeTakeFirstOrThrow();
    expect(bill.amountCents).toBe(123_450);
  });
});

describe('a preview', () => {
  it('writes nothing but its own row, and only an admin may send one', async () => {
    const before = await bed.userCount();
    const { body } = await bed.upload(`${HEADER}Ada,ada@gym.test,,,,10\n`);
    expect(await bed.userCount()).toBe(before);
    expect(await bed.t.db.selectFrom('bills').select('id').execute()).toEqual([]);
    const row = await bed.t.db.selectFrom('memberImports').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: body.importId, status: 'previewed', acceptedCount: 1, importedCount: null });
    const manager = await createAccount(bed.t.db, 'manager');
    expect((await bed.upload(`${HEADER}Bea,bea@gym.test,,,,\n`, manager)).status).toBe(403);
  });
});
