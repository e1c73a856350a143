// Admin › Programs: the gym's program templates (the three starters and its own), the editor, and a
// member's programs (?member=<id>, where "Assign to member" is at hand; /programs/assign?member=<id>
// opens it at once).
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Pagination } from '../../components/Pagination.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { AssignProgramDialog } from './AssignProgramDialog.js';
import { ProgramEditor } from './ProgramEditor.js';
import './training.css';

export function ProgramsSection() {
  const params = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const memberId = params.get('member');
  const editing = params.get('edit');
  if (editing) return <ProgramEditor programId={editing} onClose={() => navigate('/programs')} />;
  if (memberId) return <MemberPrograms memberId={memberId} openAssign={location.endsWith('/assign')} />;
  return <TemplateList />;
}

function TemplateList() {
  const headingId = useId();
  const [, navigate] = useLocation();
  const format = useGymFormat();
  const [page, setPage] = useState(1);
  const [archived, setArchived] = useState(false);
  const utils = trpc.useUtils();
  const list = trpc.programs.templates.useQuery({ archived, page }, { placeholderData: keepPreviousData });
  const refresh = () => utils.programs.templates.invalidate();
  const create = trpc.programs.create.useMutation({ onSuccess: (p) => navigate(`/programs?edit=${p.id}`) });
  const duplicate = trpc.programs.duplicate.useMutation({ onSuccess: refresh });
  const archive = trpc.programs.archive.useMutation({ onSuccess: refresh });
  const restore = trpc.programs.restore.useMutation({ onSuccess: refresh });
  const [name, setName] = useState('');
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Programs</h2>
        <AssignProgramDialog />
      </div>
      <form
        className="inline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ name, description: '', weeks: 4 });
        }}
      >
        <div className="field">
          <label htmlFor="new-program-name">New program name</label>
          <input id="new-program-name" value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <Button type="submit" pending={create.isPending}>
          New program
        </Button>
      </form>
      {create.isError && <Alert tone="error">{messageOf(create.error, 'Failed to create the program.')}</Alert>}
      <label className="checkbox">
        <input type="checkbox" checked={archived} onChange={(event) => setArchived(event.target.checked)} /> Show
        archived
      </label>
      {list.isPending && <p role="status">Loading programs...</p>}
      {list.isError && <Alert tone="error">Failed to load programs.</Alert>}
      {list.data && list.data.items.length === 0 && <p className="muted">No programs here.</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className="program-list" aria-label="Program templates">
          {list.data.items.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong> <span className="muted">{format.countOf(p.weeks, 'week')}</span>
              {p.description && <p className="muted">{p.description}</p>}
              <div className="row-actions">
                <Button variant="secondary" onClick={() => navigate(`/programs?edit=${p.id}`)}>
                  Edit {p.name}
                </Button>
                <Button variant="ghost" onClick={() => duplicate.mutate({ programId: p.id })}>
                  Duplicate
                </Button>
                {p.archivedAt === null ? (
                  <>
                    <AssignProgramDialog templateId={p.id} />
                    <Button variant="ghost" onClick={() => archive.mutate({ programId: p.id })}>
                      Archive
                    </Button>
                  </>
                ) : (
                  <Button variant="ghost" onClick={() => restore.mutate({ programId: p.id })}>
                    Restore
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pagination
          page={page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          onPageChange={setPage}
          label="Programs pages"
        />
      )}
    </section>
  );
}

function MemberPrograms({ memberId, openAssign }: { memberId: string; openAssign: boolean }) {
  const headingId = useId();
  const [, navigate] = useLocation();
  const format = useGymFormat();
  const list = trpc.programs.ofMember.useQuery({ memberId });
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>{list.data ? `${list.data.member.name}'s programs` : "Member's programs"}</h2>
        {/* Opened from the address (?member=), it waits for the name, so the picker shows who it is. */}
        {list.data && <AssignProgramDialog member={list.data.member} defaultOpen={openAssign} />}
      </div>
      {list.isPending && <p role="status">Loading programs...</p>}
      {list.isError && <Alert tone="error">{messageOf(list.error, 'Failed to load programs.')}</Alert>}
      {list.data && list.data.items.length === 0 && <p className="muted">No program assigned yet.</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className="program-list" aria-label="Programs of this member">
          {list.data.items.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong> {p.archivedAt === null ? <span className="badge">Current</span> : null}
              <p className="muted">
                {p.startsOn ? `Starts ${format.date(p.startsOn)}` : ''} {p.trainerName ? `· ${p.trainerName}` : ''}
              </p>
              <Button variant="secondary" onClick={() => navigate(`/programs?edit=${p.id}`)}>
                Edit {p.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
