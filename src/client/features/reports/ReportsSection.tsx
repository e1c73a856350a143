// Admin › Reports: pick a report type (financial and attendance also take a date range, which opens on
// "This month" and has presets beside it), generate it on demand and read it as tables and charts,
// download it as CSV, with the formatted JSON the original description shows folded below them.
import { useMutation } from '@tanstack/react-query';
import { Label } from 'radix-ui';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { DEFAULT_REPORT_PRESET, type PresetRange, presetRange } from '../../../shared/report-presets.js';
import { dayRangeInput, REPORT_TYPES, type ReportType } from '../../../shared/reports.schemas.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { useForm } from '../../lib/forms.js';
import { useGymToday } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { AGING, AgingReport, isAgingSearch } from './AgingReport.js';
import { fetchReport, type ReportRequest } from './fetchReport.js';
import { ReportDatePresets } from './ReportDatePresets.js';
import { ReportResult } from './ReportResult.js';
import { reportRequestFrom } from './reportAddress.js';

const REPORT_LABELS: Record<ReportType, string> = {
  membership: 'Membership',
  financial: 'Financial',
  attendance: 'Attendance',
};

export function ReportsSection() {
  const headingId = useId();
  const typeId = useId();
  const utils = trpc.useUtils();
  const [type, setType] = useState<ReportType | typeof AGING>('membership');
  const today = useGymToday();
  const dates = useForm(dayRangeInput, presetRange(DEFAULT_REPORT_PRESET, today));
  // Reports are queries run on demand. A mutation's state fits that: it runs only when asked, and a
  // newer run (or a reset when the type changes) drops an older run's late answer.
  const report = useMutation({
    mutationFn: (request: ReportRequest) => fetchReport(utils, request),
    onError: (error, request) => {
      if (request.type !== 'membership') dates.showServerErrors(error);
    },
  });

  // A link that names a report (?type=financial&startDate=…&endDate=…) fills the form and runs it,
  // once per address: "Collected this month" then opens on the same sum.
  const search = useSearch();
  const appliedSearch = useRef<string | null>(null);
  const { setValues } = dates;
  const { mutate } = report;
  useEffect(() => {
    if (appliedSearch.current === search) return;
    appliedSearch.current = search;
    if (isAgingSearch(search)) setType(AGING);
    const request = reportRequestFrom(search);
    if (!request) return;
    setType(request.type);
    if (request.type !== 'membership') setValues(request.input);
    mutate(request);
  }, [search, setValues, mutate]);

  function changeType(event: ChangeEvent<HTMLSelectElement>) {
    setType(event.target.value as ReportType | typeof AGING);
    report.reset();
  }

  function choosePreset(range: PresetRange) {
    setValues(range);
    dates.showErrors({});
  }

  function generate(event: FormEvent) {
    event.preventDefault();
    if (type === AGING) return;
    if (type === 'membership') {
      report.mutate({ type });
      return;
    }
    const input = dates.validate();
    if (input) report.mutate({ type, input });
    else report.reset();
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Reports</h2>
      </div>
      <form ref={dates.ref} onSubmit={generate} noValidate aria-label="Generate a report">
        <div className="field">
          <Label.Root htmlFor={typeId}>Report Type</Label.Root>
          <select id={typeId} value={type} onChange={changeType}>
            {REPORT_TYPES.map((value) => (
              <option key={value} value={value}>
                {REPORT_LABELS[value]}
              </option>
            ))}
            <option value={AGING}>Aging</option>
          </select>
        </div>
        {type !== 'membership' && type !== AGING && (
          <>
            <ReportDatePresets today={today} range={dates.values} onChoose={choosePreset} />
            <div className="form-row">
              <Field label="Start Date" type="date" required {...dates.field('startDate')} />
              <Field
                label="End Date"
                type="date"
                required
                min={dates.values.startDate || undefined}
                {...dates.field('endDate')}
              />
            </div>
          </>
        )}
        {type !== AGING && (
          <div>
            <Button type="submit" pending={report.isPending}>
              Generate Report
            </Button>
          </div>
        )}
      </form>
      {type === AGING ? (
        <AgingReport />
      ) : (
        <ReportResult
          status={report.status}
          data={report.data}
          request={report.variables}
          error={report.error}
          onRetry={() => report.variables && report.mutate(report.variables)}
        />
      )}
    </section>
  );
}
