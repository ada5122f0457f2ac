/** Calendar helpers of the sandbox (UTC days). */

/** `date` plus whole days. */
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

/** The YYYY-MM-DD of a date (UTC). */
export const formatISO = (date: Date): string => date.toISOString().slice(0, 10);
