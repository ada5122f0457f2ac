/** A centred message page (access denied, not found) with an optional way out. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface StatusPageProps {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  'data-testid'?: string;
}

export function StatusPage({ icon, title, description, action, ...rest }: StatusPageProps) {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }} px="4" data-testid={rest['data-testid']}>
      <Box
        display="grid"
        placeItems="center"
        w="14"
        h="14"
        borderRadius="full"
        bg="brand.subtle"
        color="brand.fg"
        fontSize="2xl"
        aria-hidden
      >
        {icon}
      </Box>
      <Heading as="h1" size="lg" fontWeight="semibold" maxW="lg">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" maxW="md">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
