// Every migration, in order. A static list (not a folder scan) works the same under tsx, vitest and
// the built server. Add new migrations at the end; never edit one that has landed.
import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts.js';
import * as m0002 from './0002_billing_notifications.js';
import * as m0003 from './0003_equipment_records.js';
import * as m0004 from './0004_platform.js';
import * as m0005 from './0005_hardening.js';
import * as m0006 from './0006_money.js';
import * as m0007 from './0007_attendance_classes.js';
import * as m0008 from './0008_everyday_screens.js';
import * as m0009 from './0009_report_indexes.js';
import * as m0010 from './0010_member_bill_order.js';
import * as m0011 from './0011_idempotency_keys.js';
import * as m0012 from './0012_gym_settings.js';
import * as m0013 from './0013_staff_and_desk.js';
import * as m0014 from './0014_online_payments.js';
import * as m0015 from './0015_members_help_themselves.js';
import * as m0016 from './0016_personal_training.js';
import * as m0017 from './0017_member_list_sorts.js';
import * as m0018 from './0018_key_number_totals.js';

export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_billing_notifications': m0002,
  '0003_equipment_records': m0003,
  '0004_platform': m0004,
  '0005_hardening': m0005,
  '0006_money': m0006,
  '0007_attendance_classes': m0007,
  '0008_everyday_screens': m0008,
  '0009_report_indexes': m0009,
  '0010_member_bill_order': m0010,
  '0011_idempotency_keys': m0011,
  '0012_gym_settings': m0012,
  '0013_staff_and_desk': m0013,
  '0014_online_payments': m0014,
  '0015_members_help_themselves': m0015,
  '0016_personal_training': m0016,
  '0017_member_list_sorts': m0017,
  '0018_key_number_totals': m0018,
};
