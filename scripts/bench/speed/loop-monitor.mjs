// Preloaded into the server under test (`node --import`): samples the event loop's delay and answers
// the benchmark's IPC questions, so the server's own code carries nothing for the benchmark.
//   'reset' starts a new window; 'read' answers { maxMs, p99Ms, rssBytes } for the window so far;
//   'cpu' answers { cpuMicros }: the process's user + system CPU time since it started.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on('message', (message) => {
  if (message === 'reset') {
    histogram.reset();
    process.send?.({ reset: true });
  } else if (message === 'read') {
    process.send?.({
      maxMs: histogram.max / 1e6,
      p99Ms: histogram.percentile(99) / 1e6,
      rssBytes: process.memoryUsage.rss(),
    });
  } else if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  }
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
