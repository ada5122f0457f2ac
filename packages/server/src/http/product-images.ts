import { escapeHtml } from '../html.js';
import type { Packshot } from '../repositories/product-images.js';

const VIEWS = new Set(['front', 'back', 'tilt-left', 'tilt-right', 'additional-1', 'additional-2', 'additional-3']);

function hue(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if ((line + ' ' + w).trim().length > width) {
      if (line) lines.push(line);
      line = w;
    } else line = (line + ' ' + w).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

/**
 * Renders a product's packshot as SVG (front, back, tilted, additional views) from its catalogue data,
 * so every product in the demo catalogue has images without shipping binary assets.
 */
export function renderProductSvg(p: { title: string; sku: string; presentation: string; strength?: string | null; pack?: string | null }, view: string): string {
  const h = hue(p.sku);
  const skew = view === 'tilt-left' ? -8 : view === 'tilt-right' ? 8 : 0;
  const back = view === 'back';
  const lines = wrap(p.title, 18, 3);
  const text = back
    ? `<text x="150" y="150" font-size="13" text-anchor="middle" fill="#2d3748">SKU ${escapeHtml(p.sku)}</text>
       <text x="150" y="172" font-size="12" text-anchor="middle" fill="#4a5568">${escapeHtml(p.presentation)}</text>
       ${p.pack ? `<text x="150" y="192" font-size="12" text-anchor="middle" fill="#4a5568">${escapeHtml(p.pack)}</text>` : ''}
       <rect x="95" y="215" width="110" height="34" fill="#fff" stroke="#2d3748"/>${Array.from({ length: 22 }, (_, i) => `<rect x="${99 + i * 5}" y="219" width="${i % 3 ? 2 : 3}" height="26" fill="#1a202c"/>`).join('')}`
    : lines
        .map((l, i) => `<text x="150" y="${120 + i * 24}" font-size="19" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(l)}</text>`)
        .join('') +
      (p.strength ? `<text x="150" y="${130 + lines.length * 24}" font-size="15" text-anchor="middle" fill="#fff" opacity=".9">${escapeHtml(p.strength)}</text>` : '') +
      `<text x="150" y="250" font-size="12" text-anchor="middle" fill="#fff" opacity=".85">${escapeHtml(p.presentation)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeHtml(p.title)} ${escapeHtml(view)}">
<rect width="300" height="300" fill="#f7fafc"/>
<g transform="skewY(${skew}) translate(0 ${skew ? -skew * 2 : 0})">
<rect x="55" y="45" width="190" height="220" rx="18" fill="${back ? '#edf2f7' : `hsl(${h} 55% 38%)`}" stroke="hsl(${h} 45% 28%)" stroke-width="3"/>
${back ? '' : `<rect x="55" y="70" width="190" height="12" fill="hsl(${(h + 40) % 360} 70% 60%)"/>`}
<text x="150" y="${back ? 110 : 62}" font-size="12" font-weight="600" text-anchor="middle" fill="${back ? '#2d3748' : '#fff'}" letter-spacing="2">VETRX PHARMACY</text>
${text}</g></svg>`;
}

/**
 * GET /product-images/{sku}/{view}.svg: the packshot of a catalogue product (public, like the
 * catalogue's pictures would be), or null for an unknown view or SKU. `packshotOf` reads the catalogue
 * (repositories/product-images.ts; app.ts binds it to the database).
 */
export async function productImage(packshotOf: (sku: string) => Promise<Packshot | null>, sku: string, view: string): Promise<string | null> {
  if (!VIEWS.has(view)) return null;
  const row = await packshotOf(sku);
  return row ? renderProductSvg(row, view) : null;
}
