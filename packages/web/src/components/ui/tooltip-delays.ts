/** How long the pointer rests before a tooltip opens, and how long it stays after the pointer leaves (ms). */
export const TOOLTIP_DELAYS = { open: 300, close: 100 } as const;
