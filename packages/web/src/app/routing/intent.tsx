/**
 * A link's page started on the user's intent. The pointer over a menu link, or the link
 * focused, loads its page's code; pressing it also starts the page's first queries (the route's
 * `prefetch`, with the selected location), so they travel while the code loads and the page renders
 * with its answers instead of asking them once it has rendered. The router's route table reaches the
 * links through {@link RouteTableProvider}; without it (a screen rendered alone) a link does nothing more
 * than follow.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { usePrefetchGql } from '../../api/useGql';
import { useLocationScope } from '../../api/location-scope';
import { prefetchRoute, preloadRoute } from './routes';

const RouteTable = createContext<RouteObject[] | null>(null);

export function RouteTableProvider({ routes, children }: { routes: RouteObject[]; children: ReactNode }) {
  return <RouteTable.Provider value={routes}>{children}</RouteTable.Provider>;
}

/** The handlers a link to `to` spreads: code on pointer-over and focus, code and first queries on press. */
export interface RouteIntentHandlers {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onPointerDown?: () => void;
  onClick?: () => void;
}

/**
 * `intent(to, onFollow)`: the handlers for a link to `to` (a path, with or without a query); `onFollow`
 * runs on its click after them (a menu closing its overlay). Pressing twice, or the press and then the
 * click, asks nothing twice: a query in flight or answered within the query client's freshness is not
 * asked again.
 */
export function useRouteIntent(): (to: string, onFollow?: () => void) => RouteIntentHandlers {
  const routes = useContext(RouteTable);
  const prefetch = usePrefetchGql();
  const locationId = useLocationScope();
  if (!routes) return (_to, onFollow) => (onFollow ? { onClick: onFollow } : {});
  return (to: string, onFollow?: () => void) => {
    const url = new URL(to, 'http://link');
    const code = () => preloadRoute(routes, url.pathname);
    const press = () => {
      code();
      if (locationId) prefetchRoute(routes, url, locationId, (document, variables) => prefetch([{ document, variables }]));
    };
    const click = () => {
      press();
      onFollow?.();
    };
    return { onPointerEnter: code, onFocus: code, onPointerDown: press, onClick: click };
  };
}
