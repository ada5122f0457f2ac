/**
 * The frame of every screen (admin §2.2): the module's icon and name, a path trail whose home crumb
 * links to /dashboard, optional actions on the right, then the content.
 *
 * The module is found from the side menu by the current path (core's highlightKey), so most screens
 * only write `<PageWrapper>…</PageWrapper>`; sub-pages add their crumbs with `trail`.
 *
 * @example
 * <PageWrapper trail={[{ label: 'Ann Smith' }]} actions={<Button>Edit User</Button>}>…</PageWrapper>
 */
import { Box, Breadcrumb, Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import { MAIN_ROUTES, SUPPORT_ROUTES, highlightKey, linkKey, type MenuEntry, type MenuLink, type SupportMenuEntry } from '@vetrx/core/access';
import { Fragment, useContext, useEffect, type ReactNode } from 'react';
import { LuHouse } from 'react-icons/lu';
import { Link, useLocation } from 'react-router';
import { SessionContext } from '../../session/SessionContext';
import { ModuleIcon } from '../ui/ModuleIcon';

export interface Crumb {
  label: string;
  /** Omit for the current page. */
  to?: string;
}

export interface PageWrapperProps {
  /** Defaults to the module name of the current path. */
  title?: string;
  /** A react-icons/lu name; defaults to the module's icon. */
  icon?: string | null;
  /** Crumbs after the module crumb (sub-pages). */
  trail?: readonly Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}

/** The menu link that owns a path, searching groups too. */
export function findModule(menu: readonly MenuEntry[], path: string): MenuLink | null {
  const key = linkKey(highlightKey(path));
  for (const entry of menu) {
    if (entry.kind === 'link' && entry.key === key) return entry;
    if (entry.kind === 'group') {
      const child = entry.children.find((c) => c.key === key);
      if (child) return child;
    }
  }
  return null;
}

/** The support menu entry that owns a path (the support area's trail, issue 12). */
function findSupportEntry(menu: readonly SupportMenuEntry[], path: string): { label: string; link: string } | null {
  const key = linkKey(highlightKey(path));
  return menu.find((e) => linkKey(e.key) === key || linkKey(e.link) === key) ?? null;
}

const crumbLinkStyles = {
  color: 'fg.muted',
  _hover: { color: 'brand.fg', textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px', borderRadius: 'sm' },
} as const;

export function PageWrapper({ title, icon, trail = [], actions, children }: PageWrapperProps) {
  const session = useContext(SessionContext);
  const { pathname } = useLocation();
  const support = session?.usesSupportLayout === true;
  // The support area has its own menu: its crumbs come from it, and home is the support home.
  const module = !session ? null : support ? findSupportEntry(session.supportMenu, pathname) : findModule(session.menu, pathname);
  const home = support ? SUPPORT_ROUTES.home : MAIN_ROUTES.dashboard;
  const heading = title ?? module?.label ?? '';
  const iconName = icon === undefined ? (module && 'icon' in module ? (module.icon ?? null) : null) : icon;
  const moduleCrumb: Crumb | null = module
    ? { label: module.label, to: trail.length > 0 ? module.link : undefined }
    : null;
  // The support home itself is the home crumb: no second crumb for it.
  const crumbs = [...(moduleCrumb && !(support && linkKey(module!.link) === linkKey(SUPPORT_ROUTES.home)) ? [moduleCrumb] : []), ...trail];
  const pageTitle = trail.length > 0 ? trail[trail.length - 1].label : heading;

  // The browser tab names the screen: "Dashboard · VetRx".
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle ? `${pageTitle} · VetRx` : 'VetRx';
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);

  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <Flex gap="4" align={{ base: 'start', md: 'center' }} justify="space-between" wrap="wrap">
        <Stack gap="1.5" minW="0" maxW="full">
          <Breadcrumb.Root size="sm" minW="0">
            {/* One line: the module's crumbs keep their words whole; a long last crumb (a 300-character name) is cut with an ellipsis. */}
            <Breadcrumb.List flexWrap="nowrap" minW="0">
              <Breadcrumb.Item flexShrink={0}>
                <Breadcrumb.Link asChild {...crumbLinkStyles}>
                  <Link to={home} aria-label="Home">
                    <LuHouse />
                  </Link>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              {crumbs.map((crumb, i) => (
                <Fragment key={`${crumb.label}-${i}`}>
                  <Breadcrumb.Separator flexShrink={0} />
                  <Breadcrumb.Item {...(i < crumbs.length - 1 ? { flexShrink: 0, whiteSpace: 'nowrap' } : { minW: '0' })}>
                    {crumb.to && i < crumbs.length - 1 ? (
                      <Breadcrumb.Link asChild {...crumbLinkStyles}>
                        <Link to={crumb.to}>{crumb.label}</Link>
                      </Breadcrumb.Link>
                    ) : (
                      <Breadcrumb.CurrentLink color="fg" fontWeight="medium" display="block" truncate title={crumb.label}>
                        {crumb.label}
                      </Breadcrumb.CurrentLink>
                    )}
                  </Breadcrumb.Item>
                </Fragment>
              ))}
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <HStack gap="2.5" minW="0">
            {iconName !== null && (
              <Box
                display="grid"
                placeItems="center"
                w="9"
                h="9"
                borderRadius="lg"
                bg="brand.subtle"
                color="brand.fg"
                flexShrink={0}
              >
                <ModuleIcon name={iconName} boxSize="5" />
              </Box>
            )}
            <Heading as="h1" size={{ base: 'lg', md: 'xl' }} fontWeight="semibold" letterSpacing="-0.01em" truncate title={heading}>
              {heading}
            </Heading>
          </HStack>
        </Stack>
        {actions && <HStack gap="2">{actions}</HStack>}
      </Flex>
      {children}
    </Stack>
  );
}
