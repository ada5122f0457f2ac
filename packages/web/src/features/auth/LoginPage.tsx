/**
 * /login (admin §2.1): the VetRx sign-in page, header hidden. "Sign in" starts the code flow; the
 * identity provider's page takes the credentials. A signed-in visitor goes straight to /.
 */
import { Box, Button, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuClipboardCheck, LuFilePen, LuLogIn, LuShieldCheck, LuTruck } from 'react-icons/lu';
import { Navigate } from 'react-router';
import { useAuth } from '../../app/auth/AuthProvider';
import { Logo } from '../../components/ui/Logo';
import { notify } from '../../components/ui/toaster';
import { formatMessage } from '@vetrx/core/common';
import { AUTH_MESSAGES, SIGN_IN_PAGE_MESSAGES } from '@vetrx/core/messages';
import { LegalFooter } from '../../shared/legal/LegalFooter';

/** The sign-in texts the identity provider's own page shares. */
const P = SIGN_IN_PAGE_MESSAGES;

const HIGHLIGHTS = [
  { icon: LuFilePen, text: 'Write and authorize prescriptions in a few steps' },
  { icon: LuClipboardCheck, text: 'Answer client requests and renewals from one queue' },
  { icon: LuTruck, text: 'Send orders to the pharmacy and follow them to the door' },
];

export default function LoginPage() {
  const { status, service } = useAuth();
  const [busy, setBusy] = useState(false);
  if (status === 'authenticated') return <Navigate to="/" replace />;

  async function signIn() {
    setBusy(true);
    try {
      await service.signIn();
    } catch {
      setBusy(false);
      notify('error', AUTH_MESSAGES.signInFailure);
    }
  }

  return (
    <Flex minH="100dvh" direction={{ base: 'column', lg: 'row' }} bg="bg.canvas">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        flex="1.1"
        direction="column"
        justify="space-between"
        p="12"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.900"
        position="relative"
        overflow="hidden"
      >
        <Box
          position="absolute"
          insetEnd="-24"
          bottom="-24"
          w="96"
          h="96"
          borderRadius="full"
          bg="whiteAlpha.100"
          aria-hidden
        />
        <HStack gap="2.5">
          <Box bg="white" borderRadius="lg" p="1" lineHeight="0">
            <Logo size="sm" withText={false} />
          </Box>
          <Text fontWeight="700" fontSize="xl" letterSpacing="-0.02em">
            VetRx
          </Text>
        </HStack>
        <Stack gap="8" maxW="md" position="relative">
          <Heading as="p" size="3xl" lineHeight="1.15" letterSpacing="-0.02em" fontWeight="semibold">
            Prescribing and pharmacy ordering for your practice.
          </Heading>
          <Stack gap="4" as="ul" listStyleType="none">
            {HIGHLIGHTS.map(({ icon, text }) => (
              <HStack as="li" key={text} gap="3" align="center">
                <Flex w="8" h="8" borderRadius="md" bg="whiteAlpha.200" align="center" justify="center" flexShrink={0}>
                  <Icon as={icon} boxSize="4" aria-hidden />
                </Flex>
                <Text color="whiteAlpha.900">{text}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
        <LegalFooter tone="inverted" />
      </Flex>

      <Flex flex="1" direction="column" align="center" justify="center" px={{ base: '5', md: '10' }} py="10" gap="10">
        <Stack
          as="main"
          w="full"
          maxW="sm"
          gap="8"
          bg="bg"
          p={{ base: '7', md: '10' }}
          borderRadius="2xl"
          borderWidth="1px"
          borderColor="border"
          shadow="raised"
        >
          <Logo size="lg" />
          <Stack gap="2">
            <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="-0.01em">
              {P.title}
            </Heading>
            <Text color="fg.muted">{formatMessage(P.sub, { client: P.clients.portal })}</Text>
          </Stack>
          <Button
            size="lg"
            colorPalette="brand"
            onClick={() => void signIn()}
            loading={busy}
            data-testid="sign-in"
          >
            <LuLogIn /> {P.title}
          </Button>
          <HStack gap="2" color="fg.muted" textStyle="xs">
            <LuShieldCheck aria-hidden />
            <Text>Secure sign-in through your organization's identity provider.</Text>
          </HStack>
        </Stack>
        <Box display={{ base: 'block', lg: 'none' }}>
          <LegalFooter />
        </Box>
        <Box display={{ base: 'none', lg: 'block' }} color="fg.subtle" textStyle="xs">
          For veterinary practice staff
        </Box>
      </Flex>
    </Flex>
  );
}
