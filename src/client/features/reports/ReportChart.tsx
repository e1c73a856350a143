// A report's chart: a figure with a visible caption and legend; the drawing itself (uPlot) loads
// on first use. While it loads, the caption and legend already show. A single point (a one-day
// report) is no shape to draw: a lone dot or sliver says less than the figure, so it is shown as
// its figures instead, and the chart module is not loaded for it.
import { lazy, Suspense } from 'react';
import type { ChartSpec } from './chart.types.js';
import { loadUPlotChart } from './chartLoader.js';

const UPlotChart = lazy(() => loadUPlotChart());

function Legend({ spec }: { spec: ChartSpec }) {
  return (
    <span className="report-chart-legend">
      {spec.series.map((s) => (
        <span key={s.label} className="report-chart-key">
          <span className="report-chart-swatch" style={{ background: s.color }} aria-hidden="true" />
          {s.label}
        </span>
      ))}
    </span>
  );
}

function SinglePoint({ spec }: { spec: ChartSpec }) {
  const format = spec.formatValue ?? String;
  return (
    <figure className="report-chart">
      <figcaption>
        <span className="report-chart-title">{`${spec.title}: ${spec.labels[0] ?? ''}`}</span>
      </figcaption>
      <dl className="report-chart-figures">
        {spec.series.map((s) => (
          <div key={s.label} className="report-chart-figure">
            <dt className="report-chart-key">
              <span className="report-chart-swatch" style={{ background: s.color }} aria-hidden="true" />
              {s.label}
            </dt>
            <dd>{format(s.values[0] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

export function ReportChart({ spec }: { spec: ChartSpec }) {
  if (spec.labels.length === 1) return <SinglePoint spec={spec} />;
  return (
    <figure className="report-chart">
      <figcaption>
        <span className="report-chart-title">{spec.title}</span>
        <Legend spec={spec} />
      </figcaption>
      <Suspense fallback={<div className="report-chart-canvas" aria-hidden="true" />}>
        <UPlotChart spec={spec} />
      </Suspense>
    </figure>
  );
}
