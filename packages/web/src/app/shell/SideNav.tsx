/**
 * The side navigation used by both layouts: links and expandable groups, an icon rail when collapsed,
 * aria-current on the active item, and arrow-key navigation (Up/Down/Home/End move, Right/Left open
 * and close a group).
 */
import { Box, chakra, Flex, Menu, Portal, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { Link } from 'react-router';
import { Tooltip } from '../../components/ui/tooltip';
import { ModuleIcon } from './ModuleIcon';

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

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '9',
  px: '3',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  textAlign: 'start',
  position: 'relative',
  transition: 'background 0.12s, color 0.12s',
  _hover: { bg: 'gray.100', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
  '&[aria-current=page]': {
    bg: 'brand.subtle',
    color: 'brand.fg',
    fontWeight: 'semibold',
    _before: {
      content: '""',
      position: 'absolute',
      insetStart: '-2',
      top: '1.5',
      bottom: '1.5',
      w: '3px',
      borderRadius: 'full',
      bg: 'brand.solid',
    },
  },
} as const;

const NavAnchor = chakra(Link, { base: itemStyles });
const NavButton = chakra('button', { base: itemStyles });

export function SideNav({ items, activeKey, collapsed, label, onNavigate }: SideNavProps) {
  const [open, setOpen] = useState<Set<string>>(
    () => new Set(items.filter((i) => i.kind === 'group' && groupContains(i, activeKey)).map((i) => i.key)),
  );
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();

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
                onClick={onNavigate}
              >
                {linkContent(item, false)}
              </NavAnchor>
            );
            return (
              <li key={item.key}>
                {collapsed ? (
                  <Tooltip content={item.label} positioning={{ placement: 'right' }} showArrow>
                    {anchor}
                  </Tooltip>
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
                <Menu.Root positioning={{ placement: 'right-start', gutter: 10 }}>
                  <Menu.Trigger asChild>
                    <NavButton
                      type="button"
                      data-nav-focusable=""
                      aria-label={item.label}
                      justifyContent="center"
                      bg={containsActive ? 'brand.subtle' : undefined}
                      color={containsActive ? 'brand.fg' : undefined}
                    >
                      <ModuleIcon name={item.icon} boxSize="4.5" />
                    </NavButton>
                  </Menu.Trigger>
                  <Portal>
                    <Menu.Positioner>
                      <Menu.Content minW="48">
                        <Menu.ItemGroup>
                          <Menu.ItemGroupLabel>{item.label}</Menu.ItemGroupLabel>
                          {item.children.map((child) => (
                            <Menu.Item key={child.key} value={child.key} asChild>
                              <Link
                                to={child.to}
                                aria-current={child.key === activeKey ? 'page' : undefined}
                                onClick={onNavigate}
                              >
                                <ModuleIcon name={child.icon} boxSize="4" />
                                {child.label}
                              </Link>
                            </Menu.Item>
                          ))}
                        </Menu.ItemGroup>
                      </Menu.Content>
                    </Menu.Positioner>
                  </Portal>
                </Menu.Root>
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
                      onClick={onNavigate}
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
