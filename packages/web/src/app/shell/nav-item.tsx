/** The side navigation's item styles, shared by SideNav and the collapsed group menu (SideNavGroupMenu). */
import { chakra } from '@chakra-ui/react';
import { Link } from 'react-router';

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

export const NavAnchor = chakra(Link, { base: itemStyles });
export const NavButton = chakra('button', { base: itemStyles });
