/**
 * A switch's label that names what the switch acts on for screen readers ("Active: Ann Lee at Summit
 * Pet Care") while the screen shows only the short state ("Active", "ENABLED") or nothing. Chakra's
 * switch input is labelled by its Switch.Label, so an aria-label on the hidden input is not read:
 * the name has to live in the label (issue 12).
 *
 * @example
 * <Switch.Root><Switch.HiddenInput /><Switch.Control /><SwitchLabel name="Active: Ann Lee at Summit">Active</SwitchLabel></Switch.Root>
 */
import { VisuallyHidden, type SwitchLabelProps as ChakraSwitchLabelProps } from '@chakra-ui/react';
import { Switch } from './chakra-late';
import type { ReactNode } from 'react';

export interface SwitchLabelProps extends Omit<ChakraSwitchLabelProps, 'children'> {
  /** The accessible name: what the switch acts on. */
  name: string;
  /** What the screen shows beside the switch (hidden from screen readers); none: the label is invisible. */
  children?: ReactNode;
}

export function SwitchLabel({ name, children, ...rest }: SwitchLabelProps) {
  return (
    <Switch.Label {...rest}>
      <VisuallyHidden>{name}</VisuallyHidden>
      {children != null && <span aria-hidden>{children}</span>}
    </Switch.Label>
  );
}
