#!/usr/bin/env node
// Writes the dosage-form images (core's DOSAGE_FORM_IMAGE_FILES) to public/dosage-forms/: simple,
// consistent line icons on a 64×64 grid — brand stroke, soft brand fill, rounded joins. Run with
// `node scripts/gen-dosage-forms.mjs` after adding a file name to core's table; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'dosage-forms');
mkdirSync(out, { recursive: true });

const STROKE = '#137f74';
const FILL = '#d6f5ee';
const ACCENT = '#43bcab';

/** One icon: shapes drawn with the brand stroke; `f` marks shapes filled softly. */
const svg = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${title}">` +
  `<title>${title}</title>` +
  `<g fill="none" stroke="${STROKE}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>\n`;
const f = (shape) => shape.replace('/>', ` fill="${FILL}"/>`);
const a = (shape) => shape.replace('/>', ` fill="${ACCENT}" stroke="none"/>`);
const drop = (x, y, s = 1) => a(`<path d="M${x} ${y} c ${-4 * s} ${6 * s} ${-5 * s} ${8 * s} ${-5 * s} ${10 * s} a ${5 * s} ${5 * s} 0 0 0 ${10 * s} 0 c 0 ${-2 * s} ${-1 * s} ${-4 * s} ${-5 * s} ${-10 * s}z"/>`);
const bottle = (x, y, w, h) =>
  f(`<path d="M${x + w * 0.3} ${y} h${w * 0.4} v${h * 0.12} q${w * 0.3} ${h * 0.06} ${w * 0.3} ${h * 0.25} v${h * 0.63} a3 3 0 0 1 -3 3 h${-(w - 6)} a3 3 0 0 1 -3 -3 v${-h * 0.63} q0 ${-h * 0.19} ${w * 0.3} ${-h * 0.25}z"/>`);

const ICONS = {
  'tablet.svg': ['Tablet', f('<circle cx="32" cy="32" r="20"/>') + '<path d="M18 32h28"/>'],
  'chewable.svg': ['Chewable tablet', f('<path d="M44 18a20 20 0 1 0 4 22 5 5 0 0 1-4-7 5 5 0 0 1 0-15z"/>') + a('<circle cx="26" cy="28" r="2.5"/>') + a('<circle cx="32" cy="38" r="2.5"/>') + a('<circle cx="24" cy="40" r="2"/>')],
  'capsule.svg': ['Capsule', f('<rect x="10" y="22" width="44" height="20" rx="10" transform="rotate(-35 32 32)"/>') + '<path d="M26 24l12 16" />' + a('<path d="M19.3 44.7a10 10 0 0 1-2.2-14l7.6-10.9 11.1 15.9-7.6 10.9a10 10 0 0 1-8.9 3.1z" opacity=".55"/>')],
  'soft-chew.svg': ['Soft chew', f('<rect x="12" y="14" width="40" height="36" rx="12"/>') + a('<circle cx="24" cy="26" r="2.5"/>') + a('<circle cx="38" cy="24" r="2.5"/>') + a('<circle cx="32" cy="36" r="2.5"/>') + a('<circle cx="42" cy="40" r="2"/>')],
  'treat.svg': ['Treat', f('<path d="M18 24a6 6 0 1 1 6-8l16 0a6 6 0 1 1 6 8 6 6 0 1 1-6 8H24a6 6 0 1 1-6-8z" transform="translate(0 8)"/>')],
  'oral-liquid.svg': ['Oral liquid', bottle(18, 8, 28, 48) + '<path d="M24 38h16"/>' + a('<path d="M19 39h26v13a3 3 0 0 1-3 3H22a3 3 0 0 1-3-3z" opacity=".6"/>')],
  'oral-syringe.svg': ['Oral syringe', f('<rect x="14" y="24" width="30" height="14" rx="3"/>') + '<path d="M44 31h10M8 24v14M8 31h6M20 24v5M26 24v5M32 24v5M38 24v5"/>' + a('<rect x="32" y="26" width="10" height="10" rx="2" opacity=".6"/>')],
  'oral-drops.svg': ['Oral drops', f('<rect x="18" y="26" width="24" height="30" rx="4"/>') + f('<path d="M24 26v-6h12v6"/>') + '<path d="M30 20V10"/>' + drop(30, 4, 0.5)],
  'powder.svg': ['Powder', f('<path d="M14 28h36l-3 24a4 4 0 0 1-4 4H21a4 4 0 0 1-4-4z"/>') + f('<rect x="12" y="20" width="40" height="8" rx="3"/>') + a('<circle cx="26" cy="12" r="2"/>') + a('<circle cx="34" cy="9" r="2"/>') + a('<circle cx="40" cy="14" r="1.8"/>') + a('<circle cx="22" cy="40" r="1.6"/>') + a('<circle cx="32" cy="44" r="1.6"/>') + a('<circle cx="40" cy="38" r="1.6"/>')],
  'injectable.svg': ['Injectable vial', f('<rect x="20" y="20" width="24" height="36" rx="4"/>') + f('<rect x="22" y="8" width="20" height="8" rx="2"/>') + '<path d="M26 16v4M38 16v4"/>' + a('<rect x="22" y="36" width="20" height="18" rx="2" opacity=".6"/>') + '<path d="M26 30h12"/>'],
  'syringe.svg': ['Syringe', f('<rect x="14" y="26" width="28" height="12" rx="2" transform="rotate(-45 28 32)"/>') + '<path d="M39 21l8-8M44 10l6 6M17 47l-6 6M22 32l4 4M26 28l4 4M30 24l4 4"/>'],
  'implant.svg': ['Implant', f('<rect x="14" y="26" width="26" height="12" rx="6"/>') + '<path d="M40 32h14M50 28l4 4-4 4"/>' + a('<circle cx="21" cy="32" r="2"/>') + a('<circle cx="27" cy="32" r="2"/>') + a('<circle cx="33" cy="32" r="2"/>')],
  'ointment.svg': ['Ointment', f('<path d="M12 24h30l8 4v8l-8 4H12a4 4 0 0 1-4-4v-8a4 4 0 0 1 4-4z"/>') + f('<rect x="50" y="28" width="6" height="8" rx="1.5"/>') + '<path d="M16 24v16M20 24v16"/>'],
  'cream.svg': ['Cream', f('<rect x="12" y="30" width="40" height="22" rx="5"/>') + f('<rect x="10" y="20" width="44" height="10" rx="3"/>') + a('<path d="M24 20c0-6 6-8 8-12 2 4 8 6 8 12z" opacity=".7"/>')],
  'gel.svg': ['Gel', f('<path d="M10 22h28l8 4v8l-8 4H10a4 4 0 0 1-4-4v-8a4 4 0 0 1 4-4z"/>') + f('<rect x="46" y="26" width="6" height="8" rx="1.5"/>') + drop(52, 40, 0.7)],
  'topical-liquid.svg': ['Topical liquid', bottle(14, 10, 26, 44) + drop(48, 30, 0.8) + '<path d="M20 36h14"/>'],
  'spray.svg': ['Spray', f('<rect x="18" y="24" width="22" height="32" rx="4"/>') + f('<path d="M22 24v-8h14v8"/>') + '<path d="M36 16h8l-2 4h-6"/>' + a('<circle cx="50" cy="14" r="1.8"/>') + a('<circle cx="54" cy="19" r="1.8"/>') + a('<circle cx="52" cy="9" r="1.6"/>')],
  'foam.svg': ['Foam', f('<rect x="20" y="28" width="24" height="28" rx="4"/>') + f('<path d="M26 28v-6h12v6"/>') + a('<path d="M22 14a6 6 0 0 1 10-4 6 6 0 0 1 10 3 5 5 0 0 1 0 9H24a5 5 0 0 1-2-8z" opacity=".7"/>')],
  'shampoo.svg': ['Shampoo', f('<path d="M18 28a6 6 0 0 1 6-6h16a6 6 0 0 1 6 6v24a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4z"/>') + f('<rect x="27" y="14" width="10" height="8" rx="2"/>') + '<path d="M32 14V8h10"/>' + a('<circle cx="28" cy="40" r="3"/>') + a('<circle cx="36" cy="44" r="2.2"/>')],
  'wipes.svg': ['Wipes', f('<rect x="8" y="26" width="48" height="26" rx="6"/>') + f('<path d="M22 26c0-8 4-14 10-14s10 6 10 14"/>') + '<path d="M24 38h16"/>'],
  'spot-on.svg': ['Spot-on', f('<path d="M28 8h8v8l4 6v26a8 8 0 0 1-16 0V22l4-6z"/>') + '<path d="M24 30h16"/>' + a('<path d="M25 40h14v8a7 7 0 0 1-14 0z" opacity=".6"/>')],
  'collar.svg': ['Collar', '<ellipse cx="32" cy="34" rx="22" ry="16"/>' + '<ellipse cx="32" cy="34" rx="16" ry="10"/>' + f('<rect x="26" y="44" width="12" height="8" rx="2"/>') + a('<circle cx="32" cy="56" r="3"/>')],
  'otic.svg': ['Otic', f('<path d="M24 54c-4 0-6-3-6-6 0-6 6-8 6-14a14 14 0 1 1 28 0c0 6-4 9-8 12s-4 8-10 8z"/>') + '<path d="M30 32a6 6 0 1 1 10 4c-2 2-4 3-4 6"/>' + drop(12, 10, 0.7)],
  'ophthalmic.svg': ['Ophthalmic', f('<path d="M6 38c8-10 16-14 26-14s18 4 26 14c-8 10-16 14-26 14S14 48 6 38z"/>') + a('<circle cx="32" cy="38" r="7"/>') + drop(32, 4, 0.7)],
  'transdermal.svg': ['Transdermal', f('<rect x="26" y="6" width="12" height="34" rx="3"/>') + '<path d="M32 40v6M28 14h8"/>' + drop(32, 48, 0.6) + '<path d="M10 58c8-4 36-4 44 0"/>'],
  'patch.svg': ['Patch', f('<rect x="12" y="14" width="40" height="36" rx="6"/>') + '<rect x="20" y="22" width="24" height="20" rx="3" stroke-dasharray="3 3"/>'],
  'suppository.svg': ['Suppository', f('<path d="M20 48V28c0-10 6-18 12-18s12 8 12 18v20a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4z"/>') + '<path d="M24 40h16"/>'],
  'inhaler.svg': ['Inhaler', f('<path d="M26 8h14v32H26z"/>') + f('<path d="M22 40h22v10a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4v-2a8 8 0 0 1 8-8z"/>') + '<path d="M30 14h6"/>'],
  'nasal.svg': ['Nasal', f('<rect x="20" y="30" width="24" height="26" rx="4"/>') + f('<path d="M26 30v-6h12v6"/>') + f('<path d="M29 24V12a3 3 0 0 1 6 0v12"/>') + a('<circle cx="26" cy="8" r="1.6"/>') + a('<circle cx="38" cy="8" r="1.6"/>')],
  'dental.svg': ['Dental', f('<path d="M20 10c-6 0-10 5-10 12 0 8 4 10 5 18 1 10 3 16 7 16 5 0 4-14 10-14s5 14 10 14c4 0 6-6 7-16 1-8 5-10 5-18 0-7-4-12-10-12-5 0-7 3-12 3s-7-3-12-3z"/>')],
  'food-dry.svg': ['Dry food', f('<path d="M16 12h32l-2 6 4 34a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4l4-34z"/>') + '<path d="M18 18h28"/>' + a('<circle cx="26" cy="34" r="3"/>') + a('<circle cx="36" cy="32" r="3"/>') + a('<circle cx="31" cy="42" r="3"/>')],
  'food-wet.svg': ['Wet food', f('<path d="M12 24v22c0 5 9 8 20 8s20-3 20-8V24"/>') + f('<ellipse cx="32" cy="24" rx="20" ry="7"/>') + '<path d="M12 34c0 5 9 8 20 8s20-3 20-8"/>' + a('<circle cx="40" cy="23" r="2.5"/>')],
  'bolus.svg': ['Bolus', f('<rect x="6" y="22" width="52" height="20" rx="10"/>') + '<path d="M32 22v20"/>'],
  'feed-additive.svg': ['Feed additive', f('<path d="M8 34h48l-4 14a6 6 0 0 1-6 4H18a6 6 0 0 1-6-4z"/>') + '<path d="M6 34h52"/>' + a('<circle cx="24" cy="22" r="2"/>') + a('<circle cx="32" cy="16" r="2"/>') + a('<circle cx="40" cy="22" r="2"/>') + a('<circle cx="30" cy="27" r="1.8"/>')],
  'not-found.svg': ['No image', f('<rect x="10" y="10" width="44" height="44" rx="8"/>') + '<path d="M26 26a6 6 0 1 1 8 6c-2 1-2 3-2 5"/>' + a('<circle cx="32" cy="44" r="2.5"/>')],
};

for (const [file, [title, body]] of Object.entries(ICONS)) writeFileSync(join(out, file), svg(title, body));
console.log(`gen-dosage-forms: ${Object.keys(ICONS).length} images in ${out}`);
