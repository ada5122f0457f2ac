/**
 * The side navigation used by both layouts: links and expandable groups, an icon rail when collapsed,
 * aria-current on the active item, and arrow-key navigation (Up/Down/Home/End move, Right/Left open
 * and close a group).
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useFirstUse } from '../../components/ui/first-use';
import { DeferredTooltip } from '../../components/ui/deferred-tooltip';
import { ModuleIcon } from '../../components/ui/ModuleIcon';
import { NavAnchor, NavButton } from './nav-item';
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
  const { loaded, handlers } = useFirstUse(loadGroupMenu);
  if (loaded) return <loaded.Component {...props} intent={loaded.intent} />;
  const { item, containsActive } = props;
  return (
    <NavButton
      type="button"
      data-nav-focusable=""
      aria-label={item.label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      justifyContent="center"
      bg={containsActive ? 'brand.subtle' : undefined}
      color={containsActive ? 'brand.fg' : undefined}
      {...handlers}
    >
      <ModuleIcon name={item.icon} boxSize="4.5" />
    </NavButton>
  );
}

export function SideNav({ items, activeKey, collapsed, label, onNavigate }: SideNavProps) {
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
      {indent ? (
        <Box w="5" flexShrink={0} />
      ) : (
        <ModuleIcon name={item.icon} boxSize="4.5" flexShrink={0} />
      )}
      {!collapsed && (
        <Text as="span" truncate>
          {item.label}
        </Text>
      )}
    </>
  );

  return (
    <Box as="nav" ref={navRef} aria-label={label} onKeyDown={onKeyDown} px={collapsed ? '2' : '3'} py="3">
      <Flex as="ul" direction="column" gap="0.5" listStyleType="none" m="0" p="0">
        {items.map((item) => {
          if (item.kind === 'link') {
            const active = item.key === activeKey;
            const anchor = (
              <NavAnchor
                to={item.to}
                data-nav-focusable=""
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? item.label : undefined}
                justifyContent={collapsed ? 'center' : undefined}
                {...intent(item.to, onNavigate)}
              >
                {linkContent(item, false)}
              </NavAnchor>
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
              <NavButton
                type="button"
                data-nav-focusable=""
                data-nav-group={item.key}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
                color={containsActive && !isOpen ? 'brand.fg' : undefined}
              >
                <ModuleIcon name={item.icon} boxSize="4.5" flexShrink={0} />
                <Text as="span" flex="1" truncate>
                  {item.label}
                </Text>
                <Box
                  as="span"
                  aria-hidden
                  transition="transform 0.15s"
                  transform={isOpen ? 'rotate(180deg)' : undefined}
                  color="fg.subtle"
                >
                  <LuChevronDown />
                </Box>
              </NavButton>
              <Flex
                as="ul"
                id={panelId}
                direction="column"
                gap="0.5"
                listStyleType="none"
                m="0"
                mt="0.5"
                p="0"
                hidden={!isOpen}
              >
                {item.children.map((child) => (
                  <li key={child.key}>
                    <NavAnchor
                      to={child.to}
                      data-nav-focusable=""
                      data-nav-parent={item.key}
                      aria-current={child.key === activeKey ? 'page' : undefined}
                      {...intent(child.to, onNavigate)}
                      fontWeight="normal"
                    >
                      {linkContent(child, true)}
                    </NavAnchor>
                  </li>
                ))}
              </Flex>
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}
