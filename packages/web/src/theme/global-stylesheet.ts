/**
 * The design system's global styles — Chakra's reset, the global CSS and every token as a CSS variable
 * — as the text of a stylesheet, written at build time (vite.global-css.ts).
 *
 * ChakraProvider inserts these styles with Emotion on the first render, and the system computes them
 * while it is created: 45–80 ms of a first page load on a 2-core machine, before anything shows, for
 * a result that never changes between two builds. The built app links the stylesheet instead and its
 * provider inserts nothing (theme/index.ts). Rendered here by Emotion's own server rendering of the
 * same `<Global>` ChakraProvider draws, so the rules are the ones the browser would have received.
 */
import { Global } from '@emotion/react';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { system } from './index';

/**
 * The start-up screen index.html shows before any script has run (issue 61): the same
 * brand and spinner as `SessionLoading`, which takes its place on the app's first render, so the page
 * paints at once and does not change when the app arrives. Plain rules on the theme's tokens: the
 * Content Security Policy allows no inline style.
 */
export const SPLASH_CSS = `
.vetrx-splash{min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:var(--chakra-spacing-5);background:var(--chakra-colors-bg-canvas)}
.vetrx-splash-logo{display:flex;align-items:center;gap:var(--chakra-spacing-2\\.5);user-select:none}
.vetrx-splash-logo svg{width:var(--chakra-sizes-11);height:var(--chakra-sizes-11);flex-shrink:0}
.vetrx-splash-name{font-size:var(--chakra-font-sizes-2xl);line-height:var(--chakra-line-heights-2xl, 2rem);font-weight:700;letter-spacing:-0.02em;color:var(--chakra-colors-fg)}
.vetrx-splash-name b{font-weight:inherit;color:var(--chakra-colors-brand-solid)}
.vetrx-splash-spinner{display:inline-block;width:var(--chakra-sizes-5);height:var(--chakra-sizes-5);border:3px solid var(--chakra-colors-brand-solid);border-bottom-color:transparent;border-inline-start-color:transparent;border-radius:var(--chakra-radii-full);animation:spin var(--chakra-durations-slowest) linear infinite}
`;

/** The rules of the `<style>` elements Emotion renders on the server, in document order. */
const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The stylesheet of the theme's global styles: its cascade layers' order first, then the styles. Loaded
 * outside the build's define (vite.global-css.ts), where the theme's system still holds them.
 */
export function globalStylesheet(): string {
  const markup = renderToStaticMarkup(
    createElement(Fragment, null, createElement(Global, { styles: system.layers.atRule }), createElement(Global, { styles: system._global })),
  );
  const rules = [...markup.matchAll(STYLE_ELEMENT)].map((m) => m[1]);
  if (rules.length !== 2 || !rules[1].includes('--chakra-colors-')) throw new Error('The global styles did not render as two style elements with the colour tokens.');
  return `${rules.join('\n')}\n${SPLASH_CSS.trim()}\n`;
}
