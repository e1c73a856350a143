// A trainer acts on their own calendar and their own clients; the desk and management act on any
// trainer's. The permission table says who may call a procedure at all (src/shared/permissions.ts);
// these checks narrow a trainer's call to what is theirs, in one place for every training feature.
import type { Role } from '../../../shared/roles.js';
import type { DbOrTx } from '../../db/schema.js';
import { TRPCError } from '../../trpc/init.js';
import { isTrainer } from '../classes/trainers.queries.js';

export interface Caller {
  id: string;
  role: Role;
}

/**
 * The trainer a call is about: a trainer always means themselves (asking for another is refused),
 * anyone else names a trainer account (or is told which is missing).
 */
export async function trainerInScope(db: DbOrTx, caller: Caller, trainerId: string | undefined): Promise<string> {
  if (caller.role === 'trainer') {
    if (trainerId !== undefined && trainerId !== caller.id) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'Trainers can only manage their own calendar.' });
    }
    return caller.id;
  }
  if (trainerId === undefined) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Choose a trainer.' });
  if (!(await isTrainer(db, trainerId))) throw new TRPCError({ code: 'NOT_FOUND', message: 'Trainer not found.' });
  return trainerId;
}

/**
 * Whether the member is this trainer's client: a program of theirs the trainer looks after, or an
 * appointment with the trainer (booked, attended or missed; a cancelled one alone does not count).
 */
export async function isClientOf(db: DbOrTx, trainerId: string, memberId: string): Promise<boolean> {
  const program = await db
    .selectFrom('programs')
    .select('id')
    .where('trainerId', '=', trainerId)
    .where('memberId', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  if (program) return true;
  const appointment = await db
    .selectFrom('ptAppointments')
    .select('id')
    .where('memberId', '=', memberId)
    .where('trainerId', '=', trainerId)
    .where('status', '!=', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return appointment !== undefined;
}

/** Refuses a trainer acting on a member who is not their client; management may act on anyone. */
export async function assertMayCoach(db: DbOrTx, caller: Caller, memberId: string): Promise<void> {
  if (caller.role !== 'trainer') return;
  if (!(await isClientOf(db, caller.id, memberId))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This member is not one of your clients.' });
  }
}
