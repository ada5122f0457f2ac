/** The menu of a group on the collapsed rail, loaded on first use (see SideNav's CollapsedGroup). */
import { Portal } from '@chakra-ui/react';
import { Menu } from '../../components/ui/chakra-late';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { useReplayIntent } from '../../components/ui/first-use';
import { ModuleIcon } from '../../components/ui/ModuleIcon';
import { usePlainClasses } from '../../components/ui/plain';
import { NAV } from './nav-item.styles';
import { railGroupClass } from './nav-classes';
import { useRouteIntent } from '../routing/intent';
import type { SideNavGroupMenuProps } from './nav-types';

export function SideNavGroupMenu({ item, activeKey, containsActive, onNavigate, intent }: SideNavGroupMenuProps) {
  const c = usePlainClasses(NAV);
  const trigger = useRef<HTMLButtonElement>(null);
  const routeIntent = useRouteIntent();
  useReplayIntent(intent, useCallback(() => trigger.current, []));
  return (
    <Menu.Root positioning={{ placement: 'right-start', gutter: 10 }}>
      <Menu.Trigger asChild>
        <button ref={trigger} type="button" className={railGroupClass(c, containsActive)} data-nav-focusable="" aria-label={item.label}>
          <ModuleIcon name={item.icon} boxSize="4.5" />
        </button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{item.label}</Menu.ItemGroupLabel>
              {item.children.map((child) => (
                <Menu.Item key={child.key} value={child.key} asChild>
                  <Link to={child.to} aria-current={child.key === activeKey ? 'page' : undefined} {...routeIntent(child.to, onNavigate)}>
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
  );
}
