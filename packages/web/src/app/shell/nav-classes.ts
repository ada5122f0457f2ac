/** The side navigation's class names that depend on an entry's state (./nav-item.styles.ts). */
import type { NAV } from './nav-item.styles';

/** A group's button on the collapsed rail (before and after its menu loads): centred, marked when it holds the current page. */
export function railGroupClass(c: Readonly<Record<keyof typeof NAV, string>>, containsActive: boolean): string {
  return `${c.item} ${c.centered}${containsActive ? ` ${c.current}` : ''}`;
}
