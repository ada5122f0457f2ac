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
import { MAIN_ROUTES, SUPPORT_ROUTES, highlightKey, linkKey, type MenuEntry, type MenuLink, type SupportMenuEntry } from '@vetrx/core/access';
import { Fragment, useContext, useEffect, type ReactNode } from 'react';
import { LuHouse } from 'react-icons/lu';
import { Link, useLocation } from 'react-router';
import { SessionContext } from '../../session/SessionContext';
import { PlainModuleIcon } from '../ui/ModuleIcon';
import { usePlainClasses } from '../ui/plain';
import { PAGE } from './PageWrapper.styles';

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

  const c = usePlainClasses(PAGE);
  return (
    <div className={c.page}>
      <div className={c.top}>
        <div className={c.titles}>
          <nav aria-label="breadcrumb" className={c.crumbs}>
            <ol className={c.crumbList}>
              <li className={c.crumbHome}>
                <Link to={home} aria-label="Home" className={c.crumbLink}>
                  <LuHouse />
                </Link>
              </li>
              {crumbs.map((crumb, i) => (
                <Fragment key={`${crumb.label}-${i}`}>
                  <li aria-hidden className={c.crumbSeparator}>
                    <svg viewBox="0 0 24 24" className={c.crumbChevron}>
                      <path d="m9 18 6-6-6-6" />
                    </svg>
                  </li>
                  <li className={i < crumbs.length - 1 ? c.crumbItem : c.crumbLast}>
                    {crumb.to && i < crumbs.length - 1 ? (
                      <Link to={crumb.to} className={c.crumbLink}>
                        {crumb.label}
                      </Link>
                    ) : (
                      <span role="link" aria-current="page" title={crumb.label} className={c.crumbCurrent}>
                        {crumb.label}
                      </span>
                    )}
                  </li>
                </Fragment>
              ))}
            </ol>
          </nav>
          <div className={c.titleRow}>
            {iconName !== null && (
              <div className={c.iconBox}>
                <PlainModuleIcon name={iconName} className={c.icon} />
              </div>
            )}
            <h1 title={heading} className={c.heading}>
              {heading}
            </h1>
          </div>
        </div>
        {actions && <div className={c.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
