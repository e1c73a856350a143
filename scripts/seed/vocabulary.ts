// The words the demo gym is made of. A few names carry accents and apostrophes on purpose, so the
// demo shows how lists, search and sorting treat them.
import type { PaymentMethod } from '../../src/shared/billing.schemas.js';

/** Words in a block of text as a list: keeps long lists compact (and out of the formatter's way). */
function words(text: string, separator: RegExp = /\s+/): readonly string[] {
  return text.trim().split(separator);
}

export const FIRST_NAMES = words(`
  Maria James Aisha Chen Sofia Liam Olivia Noah Emma Mateo Ava Lucas Mia Ethan Zoë Oliver Amara Hiroshi Isabella
  Daniel Fatima Jack Chloé Samuel Priya Leo Grace Omar Hannah Diego Ingrid Kwame Elena Rafael Yuki Nora Tomás Leila
  Ben Ana Sean Mei Jonas Ruth Arjun Clara Felix Nadia Oscar Sara Victor Julia Kofi Alice Marco Freya Ivan Lucía Adam
  Ines`);

export const LAST_NAMES = words(`
  Smith García Nguyen Müller O'Brien Kowalski Rossi Johansson Okafor Tanaka Patel Silva Dubois Kim Novak Jensen
  Hernández Cohen Ivanova Walker Mensah Andersen Fischer Lopez Brown Murphy Yilmaz Santos Costa Wang Ahmed Schmidt
  Larsen Moreau Kaur Byrne Haddad Sato Popescu Reyes Taylor Wilson Lindqvist Nakamura Banda Fernández Horvat Petrov
  Clarke Das Evans Martin Ali Berg Romano Suzuki Mwangi Olsen Chowdhury Kelly`);

/** 'zoë' → 'zoe', "O'Brien" → 'obrien': the ASCII an email address is written with. */
export function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

/** The demo's own domain, so its accounts are easy to tell apart (and never mail anyone real). */
export const DEMO_DOMAIN = 'demo.gym';

/** Bills an admin types in by hand: their description and what they usually cost, in cents. */
export const MANUAL_CHARGES: readonly (readonly [{ description: string; cents: readonly number[] }, number])[] = [
  [{ description: 'Personal training', cents: [4000, 4500, 5000, 6000, 7000] }, 30],
  [{ description: 'Locker rental', cents: [1000, 1500] }, 15],
  [{ description: 'Charge', cents: [500, 1250, 2000, 3500, 5000, 9900] }, 12],
  [{ description: 'Drop-in class', cents: [1500, 2000] }, 12],
  [{ description: 'Guest pass', cents: [1500] }, 8],
  [{ description: 'Towel service', cents: [300, 500] }, 8],
  [{ description: 'Protein shake', cents: [450, 550, 650] }, 8],
  [{ description: 'Late cancellation fee', cents: [1000] }, 4],
  [{ description: 'Replacement key card', cents: [500] }, 3],
];

export const VOID_REASONS = ['Entered twice', 'Waived by the manager', 'Wrong amount', 'Member disputed the charge'];

export const PAYMENT_METHODS: readonly (readonly [PaymentMethod, number])[] = [
  ['card', 55],
  ['cash', 20],
  ['bank_transfer', 20],
  ['other', 5],
];

export const EXERCISES = words(
  `Back Squat, Front Squat, Deadlift, Sumo Deadlift, Bench Press, Incline Bench Press, Overhead Press, Push Press,
  Barbell Row, Pendlay Row, Pull-up, Chin-up, Dip, Clean, Power Clean, Snatch, Clean and Jerk, Thruster, Hip Thrust,
  Romanian Deadlift, Bulgarian Split Squat, Kettlebell Swing, Turkish Get-up, Farmer Carry, Plank, Wall Ball, Box Jump,
  Burpee, Rowing 2k, Rowing 500m, Assault Bike 10 cal, Ski Erg 1k, Run 5k, Run 1 mile, Handstand Hold, Muscle-up,
  Toes-to-bar, Double-under, Rope Climb, Sled Push`,
  /\s*,\s*/,
);

export const RECORD_KINDS = words(
  '1RM, 3RM, 5RM, 10RM, Max reps, 5x5, AMRAP 10 min, Best time, Longest hold, Tempo 3-1-1, Paused, Unbroken',
  /\s*,\s*/,
);

export const EQUIPMENT: readonly (readonly [string, number])[] = [
  ['Treadmill', 12],
  ['Rowing machine', 8],
  ['Spin bike', 20],
  ['Squat rack', 6],
  ['Bench', 10],
  ['Olympic barbell', 16],
  ['Dumbbell pair (2–50 kg)', 25],
  ['Kettlebell', 30],
  ['Cable machine', 4],
  ['Leg press', 2],
  ['Plyo box', 12],
  ['Yoga mat', 40],
  ['Assault bike', 4],
  ['Ski erg', 3],
];

export const NOTIFICATIONS = [
  'Welcome to the Demo Gym! Your membership is active.',
  'The pool is closed for maintenance on Saturday.',
  'New class: Kettlebell Basics, Tuesdays at 18:00.',
  'Holiday hours: we open at 09:00 on public holidays.',
  'Your locker will be cleared at the end of the month unless you renew it.',
  'Thanks for your feedback — the new squat racks arrive next week.',
];
