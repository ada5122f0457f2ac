/**
 * Escapes a value for HTML text and double- or single-quoted attributes: the server's own pages (the
 * sign-in pages, the report embed, the sandbox pages, product images) write every value through it.
 *
 * @example
 * escapeHtml('<b>"Rex" & Co</b>') // '&lt;b&gt;&quot;Rex&quot; &amp; Co&lt;/b&gt;'
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
