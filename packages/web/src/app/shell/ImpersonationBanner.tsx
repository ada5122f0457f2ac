/**
 * The banner shown on top while a support user impersonates (admin §2.4), with Log out, and the time
 * left of the impersonation session. When the session's time is up the portal leaves
 * the impersonation (`onExpired`). Log out ends the impersonation only — the support user returns to
 * Support, still signed in (admin §4) — and the banner says so beside the button, which it describes.
 */
import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { impersonationBanner, impersonationMinutesLeft, impersonationTimeLeft } from '@vetrx/core/access';
import { ADMIN_LABELS, AUTH_MESSAGES } from '@vetrx/core/messages';
import { useEffect, useId, useState } from 'react';
import { useLeaveGuard } from '../../components/form/unsaved-changes';
import { LuClock, LuUserCog } from 'react-icons/lu';

/** How often the time left is refreshed. */
const TICK_MS = 5_000;

export function ImpersonationBanner({
  username,
  expiresAt,
  onLogOut,
  onExpired,
}: {
  username: string;
  /** End of the impersonation session; without it no time is shown. */
  expiresAt?: string | null;
  onLogOut: () => void;
  onExpired?: () => void;
}) {
  const [now, setNow] = useState(() => new Date());
  const hintId = useId();
  // Log out with typing not saved in a form asks first (issue 59); the session's end does not wait.
  const guard = useLeaveGuard();
  useEffect(() => {
    if (!expiresAt) return;
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  const expired = expiresAt ? impersonationMinutesLeft(expiresAt, now) === 0 : false;
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);

  return (
    <Flex
      role="status"
      bg="orange.500"
      color="white"
      px={{ base: '3', md: '6' }}
      py="1.5"
      align="center"
      justify="center"
      gap="4"
      data-testid="impersonation-banner"
    >
      <HStack gap="2" minW="0">
        <LuUserCog aria-hidden />
        <Text textStyle="sm" fontWeight="semibold" truncate>
          {impersonationBanner(username)}
        </Text>
      </HStack>
      {expiresAt && (
        <HStack gap="1" textStyle="sm" data-testid="impersonation-time-left" title={new Date(expiresAt).toLocaleTimeString()}>
          <LuClock aria-hidden />
          <Text>{impersonationTimeLeft(expiresAt, now)}</Text>
        </HStack>
      )}
      <HStack gap="2" minW="0">
        <Text id={hintId} textStyle="xs" truncate display={{ base: 'none', md: 'block' }} data-testid="impersonation-log-out-hint">
          {AUTH_MESSAGES.impersonationLogOutHint}
        </Text>
        <Button size="xs" variant="solid" bg="white" color="orange.700" _hover={{ bg: 'orange.50' }} onClick={() => guard(onLogOut)} aria-describedby={hintId} title={AUTH_MESSAGES.impersonationLogOutHint} flexShrink={0}>
          {ADMIN_LABELS.logOut}
        </Button>
      </HStack>
    </Flex>
  );
}
