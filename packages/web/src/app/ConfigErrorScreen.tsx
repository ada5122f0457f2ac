import { Box, Center, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';
import { Provider } from '../components/ui/provider';
import { Logo } from '../components/ui/Logo';

/** The app cannot start without the identity provider configuration (admin §2.1). */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <Provider>
      <Center minH="100dvh" bg="bg.canvas" px="6">
        <Stack gap="5" maxW="lg" align="center" textAlign="center" data-testid="config-error">
          <Logo size="lg" />
          <Box color="orange.500" fontSize="3xl" aria-hidden>
            <LuTriangleAlert />
          </Box>
          <Heading size="lg">VetRx cannot start</Heading>
          <Text color="fg.muted">
            The sign-in configuration could not be loaded from the server, so VetRx cannot sign you in. Please
            try again in a moment, or contact your administrator if the problem continues.
          </Text>
          <Code size="sm" variant="surface" whiteSpace="pre-wrap" textAlign="start" p="3" w="full">
            {message}
          </Code>
        </Stack>
      </Center>
    </Provider>
  );
}
