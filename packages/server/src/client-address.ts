/**
 * The address a request comes from, for the sign-in throttle and the per-caller budgets
 * (decision 0304): the socket's peer; behind a trusted proxy (`VETRX_TRUST_PROXY`), the last
 * X-Forwarded-For entry — the one that proxy appended. Entries before it are whatever the client wrote,
 * so neither the first entry nor the header without a trusted proxy is believed: a client could name any
 * address to escape its own limits or to block someone else's.
 *
 * @example
 * clientAddress(req, false) // '203.0.113.7' (the socket's peer, whatever X-Forwarded-For says)
 */
export function clientAddress(req: { headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string } }, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return last.slice(0, 100);
  }
  return (req.socket.remoteAddress ?? 'unknown').slice(0, 100);
}
