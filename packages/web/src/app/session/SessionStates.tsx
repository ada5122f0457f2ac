import { Box, Button, Center, Heading, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { LuRefreshCw, LuWifiOff } from 'react-icons/lu';
import { Logo } from '../../components/ui/Logo';

/** Shown while the caller loads: the brand and a quiet spinner, no layout jump. */
export function SessionLoading() {
  return (
    <Center minH="100dvh" bg="bg.canvas">
      <VStack gap="5">
        <Logo size="lg" />
        <Spinner color="brand.solid" size="md" borderWidth="3px" role="status" aria-label="Loading" />
      </VStack>
    </Center>
  );
}

/** The server could not be reached while loading the caller. */
export function SessionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Center minH="100dvh" bg="bg.canvas" px="6">
      <Stack gap="4" maxW="md" textAlign="center" align="center">
        <Box color="fg.muted" fontSize="3xl" aria-hidden>
          <LuWifiOff />
        </Box>
        <Heading size="md">VetRx is not reachable</Heading>
        <Text color="fg.muted" textStyle="sm">
          {message}
        </Text>
        <Button colorPalette="brand" onClick={onRetry}>
          <LuRefreshCw /> Try again
        </Button>
      </Stack>
    </Center>
  );
}
