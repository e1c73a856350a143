// The Database type, assembled from each feature's own table interfaces.
import type { Kysely, Transaction } from 'kysely';
import type { AccountTables } from '../features/account/account.tables.js';
import type { AppointmentsTables } from '../features/appointments/appointments.tables.js';
import type { AuthTables } from '../features/auth/auth.tables.js';
import type { BillingTables } from '../features/billing/billing.tables.js';
import type { CalendarFeedTables } from '../features/calendar-feed/calendar-feed.tables.js';
import type { CheckInsTables } from '../features/checkins/checkins.tables.js';
import type { ClassesTables } from '../features/classes/classes.tables.js';
import type { ContactTables } from '../features/contact/contact.tables.js';
import type { EquipmentTables } from '../features/equipment/equipment.tables.js';
import type { EventsTables } from '../features/events/events.tables.js';
import type { MemberImportTables } from '../features/member-import/member-import.tables.js';
import type { MemberNotesTables } from '../features/members/member-notes.tables.js';
import type { MembershipsTables } from '../features/memberships/memberships.tables.js';
import type { NotificationsTables } from '../features/notifications/notifications.tables.js';
import type { OnlinePaymentsTables } from '../features/online-payments/online-payments.tables.js';
import type { PausesTables } from '../features/pauses/pauses.tables.js';
import type { PlansTables } from '../features/plans/plans.tables.js';
import type { RecordsTables } from '../features/records/records.tables.js';
import type { RequestsTables } from '../features/requests/requests.tables.js';
import type { SettingsTables } from '../features/settings/settings.tables.js';
import type { TrainersTables } from '../features/trainers/trainers.tables.js';
import type { TrainingTables } from '../features/training/training.tables.js';
import type { WaiverTables } from '../features/waiver/waiver.tables.js';
import type { WorkoutsTables } from '../features/workouts/workouts.tables.js';
import type { MailTables } from '../mail/mail.tables.js';
import type { SystemTables } from './system.tables.js';

export interface Database
  extends AuthTables,
    EventsTables,
    RequestsTables,
    EquipmentTables,
    RecordsTables,
    BillingTables,
    PlansTables,
    MembershipsTables,
    CheckInsTables,
    ClassesTables,
    NotificationsTables,
    ContactTables,
    MemberNotesTables,
    MailTables,
    SettingsTables,
    OnlinePaymentsTables,
    AccountTables,
    PausesTables,
    WaiverTables,
    CalendarFeedTables,
    MemberImportTables,
    TrainersTables,
    AppointmentsTables,
    TrainingTables,
    WorkoutsTables,
    SystemTables {}

export type Db = Kysely<Database>;
/** A query function takes either the database or an open transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;
