import base from './vite.config.ts';
const cfg: any = base;
cfg.plugins = cfg.plugins.filter((p: any) => !['vetrx-chunk-plan'].includes(p?.name));
cfg.plugins.push({
  name: 'probe', generateBundle(this: any, _o: any, bundle: any) {
    const entry: any = Object.values(bundle).find((c: any) => c.type === 'chunk' && c.isEntry);
    const inBoot = new Set(entry.moduleIds);
    const target = process.env.TARGET!;
    // BFS from main.tsx over static imports restricted to boot modules
    const start = [...inBoot].find((id: any) => id.endsWith('src/main.tsx'));
    const prev = new Map(); const q = [start]; prev.set(start, null);
    while (q.length) { const id = q.shift(); const info = this.getModuleInfo(id); for (const d of info?.importedIds ?? []) if (!prev.has(d)) { prev.set(d, id); q.push(d); } }
    const t = [...prev.keys()].find((id: any) => id.includes(target));
    let cur = t; const chain = []; while (cur) { chain.push(cur.replace(/.*packages\//, '')); cur = prev.get(cur); }
    console.log(chain.reverse().join('\n  -> '));
  },
});
export default cfg;
