/**
 * GET /report-embeds/{token}: the report the /reports page shows in its frame (administration-and-access.md
 * §2.5), rendered as a plain HTML page of the location's real figures. Only a valid, unexpired token
 * issued by GetReportEmbedUrl opens it; anything else answers 403 with a short page.
 *
 * The figures come from `reportFigures` (repositories/admin-practice-report.ts), which app.ts binds to
 * its database; app.ts also binds the data folder's report secret to that database at start, so the
 * GraphQL resolver of GetReportEmbedUrl signs tokens with the secret this route verifies.
 */
import type { FastifyInstance } from 'fastify';
import { formatMessage } from '@vetrx/core/common';
import { formatDateTime } from '@vetrx/core/format';
import { REPORT_TEXTS } from '@vetrx/core/messages';
import { formatPrice } from '@vetrx/core/product';
import { escapeHtml } from '../html.js';
import { verifyReportToken, type ReportFigures } from '../repositories/admin-practice-report.js';

export interface ReportEmbedOptions {
  /** The secret the tokens are signed with (the data folder's, `reportSecret`). */
  secret: Buffer;
  /** A location's figures at a time, or null when it does not exist (the app's `reportFigures`). */
  figures: (locationId: number, now: Date) => Promise<ReportFigures | null>;
  now?: () => Date;
}

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // Framed only by the app itself; no scripts, no outside resources.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'SAMEORIGIN',
} as const;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a202c;background:#f7fafc;font-size:14px;line-height:1.45}
main{max-width:1100px;margin:0 auto;padding:20px}@media (max-width:480px){main{padding:12px}.tile .n{font-size:22px}}
header{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:4px 16px;margin-bottom:16px}
h1{font-size:20px;margin:0;font-weight:650}h2{font-size:15px;margin:0 0 10px;font-weight:600}
.muted{color:#4a5568}
.tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(120px,100%),1fr));gap:12px;margin-bottom:16px}
.tile{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:14px 16px}
.tile .n{font-size:28px;font-weight:700;color:#0f5f59}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(300px,100%),1fr));gap:12px}
section{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:14px 16px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:7px 4px;border-bottom:1px solid #edf2f7}
th{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#4a5568;font-weight:600}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.bar{height:6px;border-radius:3px;background:#2c9a8f;margin-top:4px}
.empty{color:#4a5568;padding:8px 0}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function table(headers: readonly string[], rows: readonly (readonly string[])[], numeric: readonly number[], caption: string): string {
  if (!rows.length) return `<p class="empty">${escapeHtml(REPORT_TEXTS.noneThisMonth)}</p>`;
  const cell = (tag: 'th' | 'td', text: string, i: number) => `<${tag}${numeric.includes(i) ? ' class="num"' : ''}>${text}</${tag}>`;
  return `<table aria-label="${escapeHtml(caption)}"><thead><tr>${headers.map((h, i) => cell('th', escapeHtml(h), i)).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => cell('td', c, i)).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

/** The report page of a location's figures. */
export function renderReport(f: ReportFigures): string {
  const title = formatMessage(REPORT_TEXTS.title, { location: f.locationName });
  const maxProduct = Math.max(1, ...f.topProducts.map((p) => p.count));
  const tiles = [
    [REPORT_TEXTS.prescriptionsTotal, f.prescriptionsTotal],
    [REPORT_TEXTS.pendingRequests, f.pendingRequests],
    [REPORT_TEXTS.ordersTotal, f.ordersTotal],
  ] as const;
  const body = `
<header><h1>${escapeHtml(title)}</h1><span class="muted">${escapeHtml(f.periodLabel)}</span></header>
<div class="tiles">${tiles.map(([label, n]) => `<div class="tile"><div class="muted">${escapeHtml(label)}</div><div class="n" data-figure="${escapeHtml(label)}">${n}</div></div>`).join('')}</div>
<div class="grid">
<section><h2>${escapeHtml(REPORT_TEXTS.prescriptionsByStatus)}</h2>${table(
    [REPORT_TEXTS.status, REPORT_TEXTS.count],
    f.prescriptionsByStatus.map((r) => [escapeHtml(r.label), String(r.count)]),
    [1],
    REPORT_TEXTS.prescriptionsByStatus,
  )}</section>
<section><h2>${escapeHtml(REPORT_TEXTS.topProducts)}</h2>${table(
    [REPORT_TEXTS.product, REPORT_TEXTS.prescriptions],
    f.topProducts.map((r) => [`${escapeHtml(r.title)}<div class="bar" style="width:${Math.round((r.count / maxProduct) * 100)}%"></div>`, String(r.count)]),
    [1],
    REPORT_TEXTS.topProducts,
  )}</section>
<section><h2>${escapeHtml(REPORT_TEXTS.ordersByStatus)}</h2>${table(
    [REPORT_TEXTS.status, REPORT_TEXTS.count, REPORT_TEXTS.amount],
    f.ordersByStatus.map((r) => [escapeHtml(r.label), String(r.count), escapeHtml(formatPrice(r.amount))]),
    [1, 2],
    REPORT_TEXTS.ordersByStatus,
  )}</section>
</div>
<p class="muted">${escapeHtml(formatMessage(REPORT_TEXTS.generatedAt, { time: formatDateTime(f.generatedAt.toISOString().slice(0, 16)) }))}</p>`;
  return page(title, body);
}

/** Adds GET /report-embeds/{token} (405 for another method). */
export function reportEmbedRoute(scope: FastifyInstance, options: ReportEmbedOptions): void {
  scope.all<{ Params: { token: string } }>('/report-embeds/:token', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(405).header('allow', 'GET, HEAD').send();
    const now = options.now?.() ?? new Date();
    const locationId = verifyReportToken(options.secret, req.params.token, now);
    const figures = locationId === null ? null : await options.figures(locationId, now);
    if (!figures) return reply.code(403).headers(HEADERS).send(page(REPORT_TEXTS.expired, `<p class="empty">${escapeHtml(REPORT_TEXTS.expired)}</p>`));
    return reply.code(200).headers(HEADERS).send(renderReport(figures));
  });
}
