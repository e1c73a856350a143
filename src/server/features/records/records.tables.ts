/** Named entries that approved accounts search by name prefix on the User Dashboard. */
export interface RecordsTable {
  id: string;
  name: string;
  /** name lower-cased in the application; the prefix search is an index range on it. */
  nameKey: string;
  createdAt: string;
}

export interface RecordsTables {
  records: RecordsTable;
}
