import { Center, Spinner } from '@chakra-ui/react';

/** Shown inside the main area while a lazily loaded screen arrives. */
export function ShellFallback() {
  return (
    <Center py="24">
      <Spinner color="brand.solid" size="lg" borderWidth="3px" role="status" aria-label="Loading" />
    </Center>
  );
}
