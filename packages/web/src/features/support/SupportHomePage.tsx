/**
 * /support (admin §2.2, §2.4): the support landing greets the support user. Below the greeting, an
 * impersonation session still running on the server but not in this browser, with End and Continue
 * (issue 45); nothing else is shown.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@vetrx/core/format';
import { useSession } from '../../session/SessionContext';
import { supportGreeting } from '@vetrx/core/messages';
import { RunningImpersonationCard, useRunningImpersonation } from '../../shared/impersonation/RunningImpersonation';
import { useImpersonation } from '../../shared/impersonation/useImpersonation';

export default function SupportHomePage() {
  const { firstName } = useSession();
  const running = useRunningImpersonation(useImpersonation());
  return (
    <Stack gap="5">
      <Box
        layerStyle="card"
        px={{ base: '5', md: '10' }}
        py={{ base: '8', md: '12' }}
        bgGradient="to-br"
        gradientFrom="brand.50"
        gradientTo="bg"
      >
        <Stack gap="2">
          <Text textStyle="sm" color="brand.fg" fontWeight="medium">
            {formatDate(new Date())}
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="semibold" letterSpacing="-0.02em" data-testid="support-greeting">
            {supportGreeting(firstName)}
          </Heading>
        </Stack>
      </Box>
      <RunningImpersonationCard running={running} />
    </Stack>
  );
}
