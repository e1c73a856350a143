// The Database type, assembled from each feature's own table interfaces.
import type { Kysely, Transaction } from 'kysely';
import type { AuthTables } from '../features/auth/auth.tables.js';
import type { EventsTables } from '../features/events/events.tables.js';
import type { RequestsTables } from '../features/requests/requests.tables.js';

export interface Database extends AuthTables, EventsTables, RequestsTables {}

export type Db = Kysely<Database>;
/** A query function takes either the database or an open transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;
