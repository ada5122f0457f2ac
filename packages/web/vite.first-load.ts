import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * index.html preloads the app proper (issue 61): main.tsx only starts the first URL's code
 * and data and then imports `app/start.tsx` dynamically, so without a hint the browser would ask for
 * React and the rest only once main.tsx has run. This plugin (build only) adds a `modulepreload` for that
 * chunk and every chunk it imports, beside the entry's own, so the whole app travels with the entry.
 */
export function firstLoadPreload(startModule: string): Plugin {
  let base = '/';
  return {
    name: 'vetrx-first-load-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
        // Its own chunk, or the group chunk that holds it (vite.chunk-plan.ts).
        const start = chunks.find((c) => c.facadeModuleId === startModule) ?? chunks.find((c) => c.moduleIds.includes(startModule));
        if (!start) throw new Error(`vite.first-load: no chunk has ${startModule} as its entry.`);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const add = (chunk: Rolldown.OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) add(next);
          }
        };
        add(start);
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }));
        return tags;
      },
    },
  };
}
