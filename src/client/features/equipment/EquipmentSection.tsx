// Admin › Equipment Management: what is due for service first, then add equipment and the list of
// items with their status, maintenance log, edits and deletion.
import './equipment.css';
import { useId } from 'react';
import { AddEquipmentForm } from './AddEquipmentForm.js';
import { EquipmentList } from './EquipmentList.js';
import { ServiceDueList } from './ServiceDueList.js';

export function EquipmentSection() {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Equipment Management</h2>
      </div>
      <ServiceDueList />
      <AddEquipmentForm />
      <EquipmentList />
    </section>
  );
}
