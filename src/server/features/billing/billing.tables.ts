export interface BillsTable {
  id: string;
  memberId: string;
  /** Integer cents, always more than 0. */
  amountCents: number;
  /** When the bill was created (ISO-8601 UTC). */
  date: string;
  /** The administrator who created it; null if that account is gone. */
  createdBy: string | null;
}

export interface BillingTables {
  bills: BillsTable;
}
