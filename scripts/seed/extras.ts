// What the gym keeps besides people and money: records to search, equipment, a few notifications.

import { searchKey } from '../../src/shared/search-key.js';
import { HISTORY_MONTHS } from './bill-plan.js';
import { count, type SeedMember, type SeedStep } from './context.js';
import { EQUIPMENT, EXERCISES, FIRST_NAMES, LAST_NAMES, NOTIFICATIONS, RECORD_KINDS } from './vocabulary.js';

export const seedRecords: SeedStep = {
  name: 'records',
  async run(ctx, random) {
    const addRecord = ctx.writer.table('records', [
      ['id', 'text'],
      ['name', 'text'],
      ['name_key', 'text'],
      ['created_at', 'text'],
    ]);
    const days = HISTORY_MONTHS * 30;
    for (let i = 0; i < ctx.options.records; i++) {
      // "Deadlift 5RM – Zoë M.": many share a prefix, which is what the search is for.
      const holder = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES).charAt(0)}.`;
      const name = `${random.pick(EXERCISES)} ${random.pick(RECORD_KINDS)} – ${holder}`;
      const createdAt = ctx.days.openingHours(ctx.days.today - random.int(0, days), random.next);
      // Folded in the application as the app folds a search (capitals and accents), so both agree.
      addRecord([ctx.newId(), name, searchKey(name), createdAt]);
      if (i % 5000 === 4999) await ctx.writer.checkpoint();
    }
    return `${count(ctx.options.records)} records`;
  },
};

export const seedEquipment: SeedStep = {
  name: 'equipment',
  async run(ctx) {
    const existing = await ctx.db.selectFrom('equipment').select('nameKey').execute();
    const taken = new Set(existing.map((row) => row.nameKey));
    const addEquipment = ctx.writer.table('equipment', [
      ['id', 'text'],
      ['name', 'text'],
      ['name_key', 'text'],
      ['quantity', 'integer'],
      ['created_at', 'text'],
    ]);
    let added = 0;
    for (const [name, quantity] of EQUIPMENT) {
      if (taken.has(searchKey(name))) continue; // a second run keeps the list as it is
      addEquipment([ctx.newId(), name, searchKey(name), quantity, ctx.days.instant(0, 10 * 3600)]);
      added += 1;
    }
    return `${added} kinds of equipment`;
  },
};

export const seedNotifications: SeedStep = {
  name: 'notifications',
  async run(ctx, random) {
    const addNotification = ctx.writer.table('notifications', [
      ['id', 'text'],
      ['member_id', 'text'],
      ['message', 'text'],
      ['date', 'text'],
      ['seq', 'integer'],
      ['created_by', 'text'],
    ]);
    const recipients = new Set<SeedMember>();
    while (recipients.size < Math.min(20, ctx.members.length)) recipients.add(random.pick(ctx.members));
    let sent = 0;
    for (const member of recipients) {
      // seq counts each member's notifications 1, 2, 3… in the order sent; these members are new.
      const messages = random.int(1, 3);
      let day = Math.max(member.joined, ctx.days.today - 30);
      for (let seq = 1; seq <= messages; seq++) {
        day = random.int(day, ctx.days.today);
        const date = ctx.days.instant(day, 9 * 3600 + seq * 60);
        addNotification([ctx.newId(), member.id, random.pick(NOTIFICATIONS), date, seq, ctx.adminId]);
        sent += 1;
      }
    }
    return `${sent} notifications to ${recipients.size} members`;
  },
};
