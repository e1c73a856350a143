// Admin › Equipment Management: add equipment with its quantity, list it a page at a time, and
// delete items after a confirmation.
import { useId } from 'react';
import { AddEquipmentForm } from './AddEquipmentForm.js';
import { EquipmentList } from './EquipmentList.js';

export function EquipmentSection() {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Equipment Management</h2>
      </div>
      <AddEquipmentForm />
      <EquipmentList />
    </section>
  );
}
