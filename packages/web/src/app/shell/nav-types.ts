/**
 * The side navigation's items and the collapsed rail's group menu props: a leaf module, so SideNav, the
 * lazily loaded SideNavGroupMenu and the layouts that build the items import them without importing one
 * another (no import cycle).
 */
import type { FirstUseIntent } from '../../components/ui/first-use';

export interface NavLinkItem {
  readonly kind: 'link';
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly icon: string | null;
}

export interface NavGroupItem {
  readonly kind: 'group';
  readonly key: string;
  readonly label: string;
  readonly icon: string | null;
  readonly children: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export interface SideNavGroupMenuProps {
  item: NavGroupItem;
  activeKey: string;
  containsActive: boolean;
  onNavigate?: () => void;
  intent?: FirstUseIntent;
}
