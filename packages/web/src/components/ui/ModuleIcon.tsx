/**
 * The icon of a module, by the react-icons/lu name stored with the module (e.g. 'LuLayoutDashboard').
 * The Lucide set is large (1,500 icons), so the icons a practice portal's modules use are bundled by
 * name (module-icons.ts); any other name shows a neutral fallback.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { IconBaseProps } from 'react-icons';
import { LuCircleDot } from 'react-icons/lu';
import * as MODULE_ICONS from './module-icons';

type IconComponent = ComponentType<IconBaseProps>;

const BUNDLED: Readonly<Record<string, IconComponent>> = MODULE_ICONS;

export const FALLBACK_ICON: IconComponent = LuCircleDot;

/** Normalises stored names: 'LuUsers', 'lu-users', 'users' and 'Users' all mean LuUsers. */
export function iconComponentName(name: string): string {
  const trimmed = name.trim();
  if (/^Lu[A-Z0-9]/.test(trimmed)) return trimmed;
  const pascal = trimmed
    .replace(/^lu[-_ ]?/i, '')
    .split(/[-_ ]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
  return `Lu${pascal}`;
}

/** The bundled icon for a name, or null when it is not bundled. */
export function bundledIcon(name: string | null | undefined): IconComponent | null {
  if (!name) return null;
  const key = iconComponentName(name);
  return BUNDLED[key] ?? null;
}

export interface ModuleIconProps extends Omit<IconProps, 'name' | 'asChild'> {
  name: string | null | undefined;
}

export function ModuleIcon({ name, ...rest }: ModuleIconProps) {
  const Component = bundledIcon(name) ?? FALLBACK_ICON;
  return (
    <Icon aria-hidden {...rest}>
      <Component />
    </Icon>
  );
}
