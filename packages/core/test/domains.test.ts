import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types (it also runs alone: node scripts/check-domains.mjs)
import { domainCycles, domainGraph } from '../scripts/check-domains.mjs';

type Graph = Map<string, Map<string, string>>;
const graph = (edges: Record<string, string[]>): Graph =>
  new Map(Object.entries(edges).map(([from, tos]) => [from, new Map(tos.map((to) => [to, `${from}.ts → ${to}.ts`]))]));

describe("core's domain folders import one another one way", () => {
  it('finds no cycle between the folders under src/', () => {
    const edges: Graph = domainGraph();
    // The graph is real: the prescription form builds on products, patients and the message catalogue.
    expect([...(edges.get('prescription')?.keys() ?? [])]).toEqual(expect.arrayContaining(['product', 'patient', 'messages']));
    expect(domainCycles(edges)).toEqual([]);
  });

  it('reports a two-way import and a longer loop, and nothing for a layered graph', () => {
    expect(domainCycles(graph({ task: ['client'], client: ['task'] }))).toEqual([['client', 'task']]);
    expect(domainCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(domainCycles(graph({ access: ['prescription', 'common'], prescription: ['common'], common: [] }))).toEqual([]);
  });
});
