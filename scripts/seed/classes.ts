// Classes: a week's timetable, its sessions for the coming weeks (made by the app's own daily run,
// topUpSessions), and members' bookings on the next few days' sessions, made through the app's
// bookSession so that booked counts, waitlist places and events are what the app would have left.
import { bookSession } from '../../src/server/features/classes/bookings.service.js';
import { cancelSession } from '../../src/server/features/classes/session-admin.service.js';
import { topUpSessions } from '../../src/server/features/classes/sessions.run.js';
import { count, type SeedContext, type SeedStep } from './context.js';
import { DEMO_DOMAIN } from './vocabulary.js';

/** Links in the mail the seeded bookings queue (the server's own APP_URL when set). */
const SEED_APP_URL = new URL(process.env.APP_URL ?? 'http://localhost:3000');

interface DemoClass {
  name: string;
  trainer: string;
  capacity: number;
  durationMinutes: number;
  /** How much more (or less) wanted than the average class. */
  demand: number;
  description: string;
  /** 'Mon 06:30', … */
  slots: readonly string[];
}

const DEMO_CLASSES: readonly DemoClass[] = [
  {
    name: 'Spin',
    trainer: 'Freya Lindqvist',
    capacity: 20,
    durationMinutes: 45,
    demand: 1.3,
    description: 'Indoor cycling to music, intervals and hill climbs. Bring a towel and water.',
    slots: ['Mon 06:30', 'Wed 06:30', 'Fri 06:30', 'Tue 18:00', 'Thu 18:00', 'Sun 09:00'],
  },
  {
    name: 'HIIT',
    trainer: 'Kwame Mensah',
    capacity: 16,
    durationMinutes: 30,
    demand: 1.25,
    description: 'Short, hard intervals with body weight and kettlebells. All levels; scale as you need.',
    slots: ['Mon 12:15', 'Wed 12:15', 'Fri 12:15', 'Sat 09:00'],
  },
  {
    name: 'Yoga Flow',
    trainer: 'Priya Patel',
    capacity: 25,
    durationMinutes: 60,
    demand: 1,
    description: 'Vinyasa flow linking breath and movement. Mats provided.',
    slots: ['Tue 07:00', 'Thu 07:00', 'Sat 10:30', 'Sun 10:00'],
  },
  {
    name: 'Pilates',
    trainer: 'Clara Dubois',
    capacity: 14,
    durationMinutes: 50,
    demand: 1.1,
    description: 'Mat Pilates for core strength, posture and control.',
    slots: ['Mon 19:00', 'Wed 19:00'],
  },
  {
    name: 'Boxing Fundamentals',
    trainer: 'Diego Santos',
    capacity: 12,
    durationMinutes: 60,
    demand: 1.2,
    description: 'Footwork, combinations and pad work. Gloves and wraps can be borrowed at the desk.',
    slots: ['Tue 19:30', 'Thu 19:30', 'Sat 11:00'],
  },
  {
    name: 'Strength Circuit',
    trainer: 'Jonas Berg',
    capacity: 18,
    durationMinutes: 45,
    demand: 0.9,
    description: 'Barbell and dumbbell stations in a circuit. Coached technique, progressive loads.',
    slots: ['Mon 18:00', 'Wed 18:00', 'Fri 17:30'],
  },
  {
    name: 'Zumba',
    trainer: 'Lucía Fernández',
    capacity: 30,
    durationMinutes: 55,
    demand: 0.8,
    description: 'Latin-inspired dance workout. No experience needed.',
    slots: ['Wed 20:00', 'Sat 12:00'],
  },
  {
    name: 'Mobility & Stretch',
    trainer: 'Yuki Tanaka',
    capacity: 20,
    durationMinutes: 30,
    demand: 0.6,
    description: 'Slow, guided mobility work for hips, shoulders and spine. Good after a hard week.',
    slots: ['Mon 20:15', 'Sun 17:00'],
  },
  {
    name: 'Kettlebell Basics',
    trainer: 'Kwame Mensah',
    capacity: 10,
    durationMinutes: 45,
    demand: 0.9,
    description: 'Swings, cleans, goblet squats and get-ups, taught step by step.',
    slots: ['Tue 12:15', 'Thu 12:15'],
  },
  {
    name: 'Core Blast',
    trainer: 'Freya Lindqvist',
    capacity: 20,
    durationMinutes: 30,
    demand: 0.7,
    description: 'Thirty minutes of abs, obliques and lower back.',
    slots: ['Fri 07:00', 'Sun 11:30'],
  },
];

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Members book up to a week ahead, most of them in the last two days. */
const BOOKING_DAYS = 7;

export const seedClasses: SeedStep = {
  name: 'classes',
  async run(ctx, random) {
    const { days, db } = ctx;
    // A second run keeps the timetable it finds (classes have no unique name; the demo's are its own).
    const existing = await db.selectFrom('classes').select('name').execute();
    const taken = new Set(existing.map((row) => row.name.toLowerCase()));
    const createdAt = days.instant(days.today - 120, 10 * 3600);
    const demand = new Map<string, number>();
    let classes = 0;
    let slots = 0;
    for (const demo of DEMO_CLASSES) {
      if (taken.has(demo.name.toLowerCase())) continue;
      const { slots: times, demand: wanted, ...fields } = demo;
      const classId = ctx.newId();
      await db
        .insertInto('classes')
        .values({ id: classId, ...fields, archivedAt: null, createdAt })
        .execute();
      demand.set(classId, wanted);
      classes += 1;
      for (const slot of times) {
        const [weekday = 'Mon', startTime = '12:00'] = slot.split(' ');
        await db
          .insertInto('classSlots')
          .values({ id: ctx.newId(), classId, weekday: WEEKDAYS.indexOf(weekday) + 1, startTime, createdAt })
          .execute();
        slots += 1;
      }
    }
    const now = new Date(days.nowMs);
    const clock = { now: () => now };
    const { sessionsCreated } = await topUpSessions({ db, clock, settings: { current: async () => ctx.gym } });

    // Bookings on the coming week's sessions of the demo's classes, the nearest fullest.
    const soon = await db
      .selectFrom('classSessions')
      .select(['id', 'classId', 'startsAt', 'capacity'])
      .where('startsAt', '>', now.toISOString())
      .where('startsAt', '<', new Date(days.nowMs + BOOKING_DAYS * DAY_MS).toISOString())
      .where('status', '=', 'scheduled')
      .orderBy('startsAt')
      .execute();
    // Members of at least a week, so none booked before joining.
    const bookers = ctx.members.filter((m) => m.status === 'active' && m.joined < days.today - BOOKING_DAYS);
    const intents: { sessionId: string; memberId: string; at: number }[] = [];
    for (const session of bookers.length > 0 ? soon : []) {
      const wanted = demand.get(session.classId);
      if (wanted === undefined) continue;
      const startsMs = new Date(session.startsAt).getTime();
      const leadDays = (startsMs - days.nowMs) / DAY_MS;
      const fill = wanted * (1.25 - leadDays * 0.13) * (0.75 + 0.5 * random.next());
      const people = new Set<string>();
      for (let tries = 0; people.size < Math.round(session.capacity * fill) && tries < 1000; tries++) {
        people.add(random.pick(bookers).id);
      }
      for (const memberId of people) {
        // Booked some time in the days before it, never earlier than a week ahead, never after now.
        const earliest = Math.max(days.nowMs - BOOKING_DAYS * DAY_MS, startsMs - BOOKING_DAYS * DAY_MS);
        intents.push({ sessionId: session.id, memberId, at: earliest + random.next() * (days.nowMs - earliest) });
      }
    }
    // In the order they came, so the waitlist places count up with the time people joined.
    intents.sort((a, b) => a.at - b.at);
    let booked = 0;
    let waitlisted = 0;
    for (const intent of intents) {
      const act = {
        memberId: intent.memberId,
        now: new Date(Math.floor(intent.at)),
        gym: ctx.gym,
        appUrl: SEED_APP_URL,
      };
      const outcome = await bookSession(db, intent.sessionId, act);
      if (outcome.ok && outcome.status === 'booked') booked += 1;
      else if (outcome.ok) waitlisted += 1;
    }
    // The demo's bookings are its history, not news: their confirmations stay in the members'
    // notifications, but no mail goes to the made-up addresses.
    await ctx.db
      .deleteFrom('mailQueue')
      .where('status', '=', 'queued')
      .where('toAddress', 'like', `%@${DEMO_DOMAIN}`)
      .execute();
    const cancelled = classes > 0 ? await cancelOneLater(ctx, now) : 'none cancelled';
    const timetable =
      classes > 0 ? `${classes} classes, ${slots} weekly slots` : `the ${existing.length} classes there were`;
    return (
      `${timetable}, ${count(sessionsCreated)} new sessions (${cancelled}), ` +
      `${count(booked)} bookings and ${count(waitlisted)} on waitlists this week`
    );
  },
};

/** A trainer away: one session a month ahead, which nobody has booked yet, is cancelled. */
async function cancelOneLater(ctx: SeedContext, now: Date): Promise<string> {
  const later = await ctx.db
    .selectFrom('classSessions')
    .select(['id'])
    .where('startsAt', '>', new Date(now.getTime() + 28 * DAY_MS).toISOString())
    .where('status', '=', 'scheduled')
    .where('bookedCount', '=', 0)
    .orderBy('startsAt')
    .limit(1)
    .executeTakeFirst();
  if (!later) return 'none cancelled';
  const act = { adminId: ctx.adminId, now, gym: ctx.gym, appUrl: SEED_APP_URL };
  await cancelSession(ctx.db, { sessionId: later.id, reason: 'trainer away' }, act);
  return '1 cancelled';
}
