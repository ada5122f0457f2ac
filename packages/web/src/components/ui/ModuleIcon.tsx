/**
 * The icon of a module, by the react-icons/lu name stored with the module (e.g. 'LuLayoutDashboard').
 * The Lucide set is large (1,500 icons), so the icons a practice portal's modules use are bundled by
 * name (module-icons.ts); any other name shows a neutral fallback.
 *
 * The bundled set (≈85 icons, 10 KB gzipped) is not part of a page's first load (issue 61): the
 * first icon drawn asks for it, and until it has arrived each icon holds its place as an empty square
 * of the same size, so nothing moves when the icons appear. The icons are decorative (`aria-hidden`);
 * every menu entry and heading they stand beside carries its own text.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType } from 'react';
import type { IconBaseProps } from 'react-icons';
import { LuCircleDot } from 'react-icons/lu';
import { deferredModule } from './deferred-load';

type IconComponent = ComponentType<IconBaseProps>;
type IconSet = Readonly<Record<string, IconComponent>>;

export const FALLBACK_ICON: IconComponent = LuCircleDot;

/** The bundled icons, loaded once by the first icon drawn (a failed load is tried again by the next). */
export const moduleIcons = deferredModule<IconSet>(() => import('./module-icons'));

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

/** The bundled icon for a name in a loaded set, or null when it is not bundled. */
export function bundledIcon(icons: IconSet, name: string | null | undefined): IconComponent | null {
  if (!name) return null;
  return icons[iconComponentName(name)] ?? null;
}

export interface ModuleIconProps extends Omit<IconProps, 'name' | 'asChild'> {
  name: string | null | undefined;
}

/** The bundled set once loaded: asked by the first icon drawn, and drawn again by each icon when it arrives. */
function useModuleIcons(): IconSet | null | undefined {
  const [icons, setIcons] = useState(moduleIcons.current);
  useEffect(() => {
    if (icons) return;
    let live = true;
    // Decorative: a failed load leaves the empty square (not an error page) until the next icon drawn.
    moduleIcons.preload().then(
      (loaded) => live && setIcons(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [icons]);
  return icons;
}

export function ModuleIcon({ name, ...rest }: ModuleIconProps) {
  const icons = useModuleIcons();
  if (!icons) {
    return (
      <Icon aria-hidden {...rest}>
        <svg viewBox="0 0 24 24" data-icon-pending="" />
      </Icon>
    );
  }
  const Component = bundledIcon(icons, name) ?? FALLBACK_ICON;
  return (
    <Icon aria-hidden {...rest}>
      <Component />
    </Icon>
  );
}

/**
 * The module icon as a plain element (./plain.tsx), for the shell's menu and the page heading every first
 * screen draws: `className` is the caller's `plainRecipe('icon', {}, { boxSize })`, and the element is what
 * `<ModuleIcon boxSize>` draws (Chakra's `Icon` gives its child its class, `aria-hidden` and
 * `focusable="false"`).
 */
export function PlainModuleIcon({ name, className }: { name: string | null | undefined; className: string }) {
  const icons = useModuleIcons();
  if (!icons) return <svg viewBox="0 0 24 24" data-icon-pending="" aria-hidden focusable="false" className={className} />;
  const Component = bundledIcon(icons, name) ?? FALLBACK_ICON;
  return <Component aria-hidden focusable="false" className={className} />;
}
