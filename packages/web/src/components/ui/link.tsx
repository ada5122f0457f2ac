/**
 * Links that navigate inside the app: Chakra's styling, react-router's navigation.
 * `<RouterLink to="/create">` for text links; `<ButtonLink to="/create">` for a button that navigates.
 */
import { Button, Link as ChakraLink, type ButtonProps, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

export type RouterLinkProps = Omit<ChakraLinkProps, 'href' | 'asChild'> & Pick<LinkProps, 'to' | 'replace' | 'state'>;

export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, replace, state, children, ...rest },
  ref,
) {
  return (
    <ChakraLink asChild {...rest}>
      <Link ref={ref} to={to} replace={replace} state={state}>
        {children}
      </Link>
    </ChakraLink>
  );
});

export type ButtonLinkProps = Omit<ButtonProps, 'asChild'> & Pick<LinkProps, 'to' | 'replace' | 'state'>;

export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { to, replace, state, children, ...rest },
  ref,
) {
  return (
    <Button asChild {...rest}>
      <Link ref={ref} to={to} replace={replace} state={state}>
        {children}
      </Link>
    </Button>
  );
});
