// jsdom has no canvas: the tests load this stand-in for the chart module, which shows the chart's
// title and how it is drawn (bars or lines).
export async function loadUPlotChart() {
  return {
    default: ({ spec }: { spec: { title: string; kind: string } }) => (
      <div data-testid="chart">{`${spec.title} (${spec.kind})`}</div>
    ),
  };
}
