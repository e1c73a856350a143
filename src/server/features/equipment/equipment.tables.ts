/** Gym equipment and how many of each the gym has. */
export interface EquipmentTable {
  id: string;
  name: string;
  /** name lower-cased in the application, for case-insensitive ordering. */
  nameKey: string;
  quantity: number;
  createdAt: string;
}

export interface EquipmentTables {
  equipment: EquipmentTable;
}
