// Admin › Records: the named entries members find with the record search on their User Dashboard.
// Add one by name, list them a page at a time, delete after a confirmation.
import { useId } from 'react';
import { AddRecordForm } from './AddRecordForm.js';
import { RecordList } from './RecordList.js';

export function RecordsSection() {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Records</h2>
      </div>
      <p className="muted">Members search these records by name on their User Dashboard.</p>
      <AddRecordForm />
      <RecordList />
    </section>
  );
}
