/** Who accepted which version of the gym's waiver: their typed name, when, and from which address. */
export interface WaiverAcceptancesTable {
  id: string;
  userId: string;
  version: number;
  typedName: string;
  acceptedAt: string;
  ip: string | null;
}

export interface WaiverTables {
  waiverAcceptances: WaiverAcceptancesTable;
}
