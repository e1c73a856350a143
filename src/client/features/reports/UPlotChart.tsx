// The uPlot chart itself, in its own lazily loaded chunk (see chartLoader.ts). Decorative: the
// canvas is hidden from screen readers, the caption and legend are text, and the table beside it
// carries the same figures. The chart follows its container's width (ResizeObserver).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSpec } from './chart.types.js';

const HEIGHT = 220;
/** Whole steps only: the x axis is a list of days, months or hours, not a continuous scale. */
const WHOLE_STEPS = [1, 2, 3, 4, 6, 7, 12, 14, 24, 30, 60, 90, 180, 365];
/** Counts and cents are whole numbers: no '0.2 check-ins' on the y axis. */
const WHOLE_VALUE_STEPS = Array.from(
  { length: 30 },
  (_, i) => (i % 3 === 0 ? 1 : i % 3 === 1 ? 2 : 5) * 10 ** Math.floor(i / 3),
);

/**
 * Room between two x labels: the labels are the gym's dates or hours ('Mar 1, 2026', '7:00 AM-8:00 AM'),
 * as long as its locale writes them, so the axis leaves out enough of them not to overlap.
 */
function labelSpace(labels: readonly string[]): number {
  const longest = labels.reduce((most, label) => Math.max(most, label.length), 0);
  return Math.max(48, longest * 7 + 16);
}

/**
 * Width of the y axis: as wide as its longest figure needs ('$12,000.00', '12.000,00 €'), so a sum is
 * never cut at the chart's edge. uPlot calls it again with each new set of figures.
 */
function valueAxisSize(_u: uPlot, values: string[] | null): number {
  const longest = (values ?? []).reduce((most, value) => Math.max(most, value?.length ?? 0), 0);
  return Math.max(48, longest * 7 + 20);
}

function optionsFor(spec: ChartSpec, width: number): uPlot.Options {
  // The steps are whole, but a split may carry a float's error (3.0000000004): the formats take integers.
  const format = (value: number) => (spec.formatValue ?? String)(Math.round(value));
  // Two series stand side by side (the first left of its label, the second right), not one over the other.
  const pair = spec.series.length === 2;
  const bars = (index: number) =>
    uPlot.paths.bars?.(pair ? { size: [0.35, 24], align: index === 0 ? -1 : 1 } : { size: [0.7, 48] });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        incrs: WHOLE_STEPS,
        space: labelSpace(spec.labels),
        values: (_u, splits) => splits.map((i) => spec.labels[i] ?? ''),
        stroke: '#1c2430',
        grid: { show: false },
      },
      {
        incrs: WHOLE_VALUE_STEPS,
        values: (_u, splits) => splits.map(format),
        size: valueAxisSize,
        stroke: '#1c2430',
        grid: { stroke: '#d9dee5', width: 1 },
      },
    ],
    series: [
      {},
      ...spec.series.map((s, index) =>
        spec.kind === 'bars'
          ? { label: s.label, stroke: s.color, fill: s.color, width: 0, paths: bars(index), points: { show: false } }
          : { label: s.label, stroke: s.color, width: 2, points: { show: spec.labels.length <= 62, size: 5 } },
      ),
    ],
  };
}

export default function UPlotChart({ spec }: { spec: ChartSpec }) {
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const data: uPlot.AlignedData = [spec.labels.map((_, i) => i), ...spec.series.map((s) => [...s.values])];
    const width = () => Math.max(element.clientWidth, 200);
    const plot = new uPlot(optionsFor(spec, width()), data, element);
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [spec]);

  return <div ref={target} className="report-chart-canvas" aria-hidden="true" />;
}
