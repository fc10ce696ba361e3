/**
 * What Lighthouse's simulation (Lantern) put on a page's LCP: the nodes of its optimistic and
 * pessimistic LCP graphs with their simulated start and end, read from the simulator's own record
 * of its last run (WEB_BENCH_LANTERN=1). Tells which request or main-thread task the simulated LCP
 * waited for, which the observed timings cannot.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { partOf } from './run-alone';

type NodeLike = {
  type: string;
  request?: { url?: string };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
};
type Timing = { startTime: number; endTime: number };

/** The longest CPU child events' names (what a main-thread task did). */
function cpuLabel(node: NodeLike): string {
  const names = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    const url = event.args?.data?.url?.split('/').pop();
    const name = url ? `${event.name}:${url.slice(0, 28)}` : event.name;
    if (/^(RunTask|ThreadControllerImpl|Receive mojo|v8\.run|V8\.)/.test(event.name)) continue;
    names.set(name, (names.get(name) ?? 0) + 1);
  }
  return [...names.keys()].slice(0, 4).join(',');
}

export function lanternLines(
  labels = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'],
): string[] {
  const all = (
    Lantern as unknown as {
      Simulation: { Simulator: { allNodeTimings: Map<string, Map<NodeLike, Timing>> } };
    }
  ).Simulation.Simulator.allNodeTimings;
  const lines: string[] = [];
  for (const label of labels) {
    const timings = all.get(label);
    if (!timings) continue;
    const nodes = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
    lines.push(
      `  Lantern ${label}（${nodes.length} 个节点，结束于 ${Math.round(Math.max(...nodes.map(([, t]) => t.endTime)))} ms）：`,
    );
    for (const [node, t] of nodes) {
      const what =
        node.type === 'network'
          ? (node.request?.url ?? '')
              .replace(/^https?:\/\/[^/]+/, '')
              .replace(/^\/app\/assets\//, '')
              .slice(0, 60)
          : `CPU ${cpuLabel(node)}`;
      lines.push(
        `    ${String(Math.round(t.startTime)).padStart(5)}–${String(Math.round(t.endTime)).padEnd(5)} ${what}`,
      );
    }
  }
  return lines;
}

partOf(import.meta.url, 'bench/web-bench.ts');
