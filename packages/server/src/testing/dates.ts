/**
 * The calendar date (YYYY-MM-DD, UTC) `months` months and `days` days from today: expiry and notify
 * dates for the prescriptions integration tests write.
 */
export function inMonths(months: number, days = 0): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
