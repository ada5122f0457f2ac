/**
 * The route guard (admin §2.1–§2.4): asks core's checkRouteAccess (the access policy's answers,
 * decision 0123) about the current path and applies the answer — show the page, redirect (a path the role may not use → its first allowed link; /reports
 * without hasReportingPage → /dashboard; support users → /support), or show the denial message
 * ('you can't access this link'). Paths outside the spec's route table are not judged here: they are
 * either a feature's own route or the not-found page.
 */
import { AUDIT_LOG_ROUTE, MAIN_ROUTES, checkRouteAccess, isSupportPath, matchRoute } from '@vetrx/core/access';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../session/SessionContext';

/** The denial's page, loaded the first time a denial is shown. */
const AccessDenied = lazy(() => import('./AccessDenied'));

const MAIN_PATTERNS = [...Object.values(MAIN_ROUTES), AUDIT_LOG_ROUTE];

/** True for `/`, the support area, every path of the spec's main route table and the Audit Log. */
export function isGuardedPath(path: string): boolean {
  return isSupportPath(path) || MAIN_PATTERNS.some((pattern) => matchRoute(pattern, path));
}

export function AccessGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const session = useSession();
  if (!isGuardedPath(pathname)) return <>{children}</>;
  const decision = checkRouteAccess(pathname, session.routeContext);
  if (decision.kind === 'redirect') {
    const same = decision.to.toLowerCase() === pathname.toLowerCase();
    return same ? <>{children}</> : <Navigate to={decision.to} replace state={{ from: `${pathname}${search}` }} />;
  }
  if (decision.kind === 'deny') {
    return (
      <Suspense fallback={null}>
        <AccessDenied message={decision.message} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
