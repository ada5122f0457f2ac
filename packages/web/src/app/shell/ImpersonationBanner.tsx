/** The banner shown on top while a support user impersonates (admin §2.4), with Log out. */
import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { impersonationBanner } from '@vetrx/core/access';
import { ADMIN_LABELS } from '@vetrx/core/messages';
import { LuUserCog } from 'react-icons/lu';

export function ImpersonationBanner({ username, onLogOut }: { username: string; onLogOut: () => void }) {
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
      <Button size="xs" variant="solid" bg="white" color="orange.700" _hover={{ bg: 'orange.50' }} onClick={onLogOut}>
        {ADMIN_LABELS.logOut}
      </Button>
    </Flex>
  );
}
