/**
 * The record badges every prescription list uses: the status display (prescribing §4 table: label,
 * tooltip, icon and colour decided by core's rxStatusDisplay), the expiry badge (core's expiryBadge) and
 * the Copied tag of copies.
 */
import { Badge, Box, HStack } from '@chakra-ui/react';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { expiryBadge, rxStatusDisplay, type DateLike, type RxStatusIcon, type RxStatusSource } from '@vetrx/core/record';
import { isCopiedPrescription } from '@vetrx/core/task';
import type { IconType } from 'react-icons';
import { LuArchive, LuCircle, LuCircleCheck, LuCircleX, LuPause, LuCopy } from 'react-icons/lu';
import { StatusBadge } from '../../components/ui/status-badge';
// Loaded on first hover or focus (issue 61): a list of badges mounts no tooltip machine up front.
import { DeferredTooltip } from '../../components/ui/deferred-tooltip';

const ICONS: Record<RxStatusIcon, IconType> = {
  pause: LuPause,
  check: LuCircleCheck,
  circle: LuCircle,
  cross: LuCircleX,
  archive: LuArchive,
};

/** The status of a prescription, with its tooltip and icon. */
export function RxStatusBadge({ rx, size = 'sm', focusable = true }: { rx: RxStatusSource; size?: 'xs' | 'sm' | 'md'; focusable?: boolean }) {
  const display = rxStatusDisplay(rx);
  const Icon = ICONS[display.icon];
  return (
    <DeferredTooltip content={display.tooltip} showArrow>
      <StatusBadge tone={display.tone} dot={false} size={size} tabIndex={focusable ? 0 : undefined} data-testid="rx-status" data-status={display.key} cursor="default">
        <Box as={Icon} boxSize="3.5" color={display.tone} fill={display.icon === 'circle' ? display.tone : undefined} aria-hidden />
        {display.label}
      </StatusBadge>
    </DeferredTooltip>
  );
}

/**
 * The expiry badge of a prescription, when its status says the expiry still matters (core's
 * `rxStatusDisplay(rx).showsExpiry`: not for a draft, a declined or an archived one).
 */
export function RxExpiryBadge({ rx, focusable = true }: { rx: RxStatusSource & { prescExpiryDate?: DateLike }; focusable?: boolean }) {
  if (!rxStatusDisplay(rx).showsExpiry) return null;
  return <ExpiryBadge prescExpiryDate={rx.prescExpiryDate} focusable={focusable} />;
}

/** The expiry badge of a prescription (else the task's next order date); nothing without a date. */
export function ExpiryBadge({ prescExpiryDate, nextOrderDate, now = new Date(), focusable = true }: { prescExpiryDate?: DateLike; nextOrderDate?: DateLike; now?: Date; focusable?: boolean }) {
  const badge = expiryBadge({ prescExpiryDate, nextOrderDate }, now);
  if (!badge) return null;
  return (
    <DeferredTooltip content={badge.label} showArrow>
      <StatusBadge tone={badge.tone} size="sm" tabIndex={focusable ? 0 : undefined} data-testid="expiry-badge" data-kind={badge.kind} cursor="default">
        {badge.text}
      </StatusBadge>
    </DeferredTooltip>
  );
}

/** The Copied tag of a prescription made by Copy (origin copy). */
export function CopiedTag({ rx }: { rx: { rxOrigin?: { code?: string | null } | null } }) {
  if (!isCopiedPrescription(rx)) return null;
  return (
    <Badge size="sm" variant="outline" colorPalette="purple" borderRadius="full" data-testid="copied-tag">
      <HStack gap="1">
        <LuCopy aria-hidden />
        {APPROVALS_MESSAGES.taskCard.copied}
      </HStack>
    </Badge>
  );
}
