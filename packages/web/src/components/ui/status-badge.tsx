/**
 * A badge in one of the theme's state tones (`rx.*`, `expiry.*`, `task.*`, `pims.*`): the colour says
 * the state, the text (from @vetrx/core) says it in words. A plain element (./plain.tsx): lists draw
 * one per row, and the queue's first cards one each.
 *
 * @example
 * <StatusBadge tone="rx.faxed">{rxStatusLabel(rx)}</StatusBadge>
 */
import type { ComponentPropsWithRef } from 'react';
import type { StateTone } from '../../theme';
import { usePlainClasses } from './plain';
import { STATUS_BADGE, STATUS_BADGE_SIZE } from './status-badge.styles';

export interface StatusBadgeProps extends ComponentPropsWithRef<'span'> {
  tone: StateTone;
  /** The badge recipe's size (sm when left out, the recipe's default). */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Show a leading dot (default true). */
  dot?: boolean;
  /** The arrow pointer over a badge that only shows a tooltip. */
  cursor?: 'default';
}

export function StatusBadge({ tone, size = 'sm', dot = true, cursor, className, children, ...rest }: StatusBadgeProps) {
  const sizes = usePlainClasses(STATUS_BADGE_SIZE);
  const part = usePlainClasses(STATUS_BADGE);
  const own = [sizes[size], part.shape, cursor ? part.arrow : null, className].filter(Boolean).join(' ');
  return (
    <span {...rest} className={own} data-tone={tone}>
      {dot && <span aria-hidden className={part.dot} data-dot="" />}
      {children}
    </span>
  );
}
