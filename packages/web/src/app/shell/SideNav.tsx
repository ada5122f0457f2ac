/**
 * The side navigation used by both layouts: links and expandable groups, an icon rail when collapsed,
 * aria-current on the active item, and arrow-key navigation (Up/Down/Home/End move, Right/Left open
 * and close a group).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useFirstUse } from '../../components/ui/first-use';
import { DeferredTooltip } from '../../components/ui/deferred-tooltip';
import { PlainModuleIcon } from '../../components/ui/ModuleIcon';
import { Link } from 'react-router';
import { usePlainClasses } from '../../components/ui/plain';
import { NAV } from './nav-item.styles';
import { railGroupClass } from './nav-classes';
import { useRouteIntent } from '../routing/intent';
import type { NavGroupItem, NavItem, NavLinkItem, SideNavGroupMenuProps } from './nav-types';

export interface SideNavProps {
  items: readonly NavItem[];
  /** The canonical key of the active item (core's highlightKey, lower-cased with linkKey). */
  activeKey: string;
  collapsed: boolean;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Called after a link is followed (closes the overlay on narrow screens). */
  onNavigate?: () => void;
}

const FOCUSABLE = '[data-nav-focusable]';

function groupContains(group: NavGroupItem, key: string): boolean {
  return group.children.some((c) => c.key === key);
}

const loadGroupMenu = () => import('./SideNavGroupMenu').then((m) => m.SideNavGroupMenu);

/**
 * A group on the collapsed rail: a button opening a menu of its links. The menu loads on first use
 * (issue 13); until then the same button stands in.
 */
function CollapsedGroup(props: Omit<SideNavGroupMenuProps, 'intent'>) {
  const c = usePlainClasses(NAV);
  const { loaded, handlers } = useFirstUse(loadGroupMenu);
  if (loaded) return <loaded.Component {...props} intent={loaded.intent} />;
  const { item, containsActive } = props;
  return (
    <button
      type="button"
      className={railGroupClass(c, containsActive)}
      data-nav-focusable=""
      aria-label={item.label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...handlers}
    >
      <PlainModuleIcon name={item.icon} className={c.icon} />
    </button>
  );
}

export function SideNav({ items, activeKey, collapsed, label, onNavigate }: SideNavProps) {
  const c = usePlainClasses(NAV);
  const [open, setOpen] = useState<Set<string>>(
    () => new Set(items.filter((i) => i.kind === 'group' && groupContains(i, activeKey)).map((i) => i.key)),
  );
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();
  /** A link's page code on pointer-over and focus, its first queries on press, then `onNavigate`. */
  const intent = useRouteIntent();

  // Opening a page inside a group opens that group.
  useEffect(() => {
    const owner = items.find((i): i is NavGroupItem => i.kind === 'group' && groupContains(i, activeKey));
    if (owner) setOpen((prev) => (prev.has(owner.key) ? prev : new Set(prev).add(owner.key)));
  }, [items, activeKey]);

  const toggle = (key: string, value?: boolean) =>
    setOpen((prev) => {
      const next = new Set(prev);
      const shouldOpen = value ?? !next.has(key);
      if (shouldOpen) next.add(key);
      else next.delete(key);
      return next;
    });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const nav = navRef.current;
    if (!nav) return;
    const focusables = Array.from(nav.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
    const index = focusables.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => focusables[(i + focusables.length) % focusables.length]?.focus();
    const target = event.target as HTMLElement;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(focusables.length - 1);
        break;
      case 'ArrowRight':
        if (target.dataset.navGroup) {
          event.preventDefault();
          toggle(target.dataset.navGroup, true);
        }
        break;
      case 'ArrowLeft': {
        if (target.dataset.navGroup) {
          event.preventDefault();
          toggle(target.dataset.navGroup, false);
        } else if (target.dataset.navParent) {
          event.preventDefault();
          nav.querySelector<HTMLElement>(`[data-nav-group="${CSS.escape(target.dataset.navParent)}"]`)?.focus();
        }
        break;
      }
      default:
    }
  }

  const linkContent = (item: NavLinkItem, indent: boolean): ReactNode => (
    <>
      {indent ? <span className={c.indent} /> : <PlainModuleIcon name={item.icon} className={c.iconFixed} />}
      {!collapsed && <span className={c.label}>{item.label}</span>}
    </>
  );

  return (
    <nav ref={navRef} aria-label={label} onKeyDown={onKeyDown} className={collapsed ? c.navCollapsed : c.nav}>
      <ul className={c.list}>
        {items.map((item) => {
          if (item.kind === 'link') {
            const active = item.key === activeKey;
            const anchor = (
              <Link
                to={item.to}
                className={collapsed ? `${c.item} ${c.centered}` : c.item}
                data-nav-focusable=""
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? item.label : undefined}
                {...intent(item.to, onNavigate)}
              >
                {linkContent(item, false)}
              </Link>
            );
            return (
              <li key={item.key}>
                {collapsed ? (
                  <DeferredTooltip content={item.label} positioning={{ placement: 'right' }} showArrow>
                    {anchor}
                  </DeferredTooltip>
                ) : (
                  anchor
                )}
              </li>
            );
          }
          const containsActive = groupContains(item, activeKey);
          if (collapsed) {
            return (
              <li key={item.key}>
                <CollapsedGroup item={item} activeKey={activeKey} containsActive={containsActive} onNavigate={onNavigate} />
              </li>
            );
          }
          const isOpen = open.has(item.key);
          const panelId = `${baseId}-${item.key}`;
          return (
            <li key={item.key}>
              <button
                type="button"
                className={containsActive && !isOpen ? `${c.item} ${c.accent}` : c.item}
                data-nav-focusable=""
                data-nav-group={item.key}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
              >
                <PlainModuleIcon name={item.icon} className={c.iconFixed} />
                <span className={c.groupLabel}>{item.label}</span>
                <span aria-hidden className={isOpen ? c.chevronOpen : c.chevron}>
                  <LuChevronDown />
                </span>
              </button>
              <ul id={panelId} className={c.subList} hidden={!isOpen}>
                {item.children.map((child) => (
                  <li key={child.key}>
                    <Link
                      to={child.to}
                      className={`${c.item} ${c.child}`}
                      data-nav-focusable=""
                      data-nav-parent={item.key}
                      aria-current={child.key === activeKey ? 'page' : undefined}
                      {...intent(child.to, onNavigate)}
                    >
                      {linkContent(child, true)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
