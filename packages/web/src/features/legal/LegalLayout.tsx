/** The frame of the public legal pages: brand bar, a readable column, the footer links. */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Container } from '../../components/ui/chakra-late';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { ButtonLink } from '../../components/ui/link';
import { LegalFooter } from '../../shared/legal/LegalFooter';

export interface LegalLayoutProps {
  title: string;
  updated?: string;
  intro: string;
  children: ReactNode;
}

export function LegalLayout({ title, updated, intro, children }: LegalLayoutProps) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <Flex as="header" h="14" px={{ base: '4', md: '8' }} align="center" justify="space-between" bg="bg" borderBottomWidth="1px">
        <Box asChild borderRadius="md" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
          <Link to="/" aria-label="VetRx home">
            <Logo size="sm" />
          </Link>
        </Box>
        <ButtonLink to="/login" variant="ghost" size="sm" colorPalette="brand">
          <LuArrowLeft /> Sign in
        </ButtonLink>
      </Flex>
      <Container as="main" maxW="3xl" py={{ base: '8', md: '14' }} px={{ base: '5', md: '8' }} flex="1">
        <Stack gap="3" mb="8">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="semibold" letterSpacing="-0.02em">
            {title}
          </Heading>
          {updated && (
            <Text textStyle="sm" color="fg.muted">
              Last updated {updated}
            </Text>
          )}
          <Text fontSize="lg" color="fg.muted" lineHeight="tall">
            {intro}
          </Text>
        </Stack>
        <Stack
          gap="6"
          bg="bg"
          borderWidth="1px"
          borderRadius="xl"
          p={{ base: '5', md: '8' }}
          css={{
            '& h2': { fontSize: 'lg', fontWeight: 'semibold', mt: '2' },
            '& p, & li': { color: 'fg.muted', lineHeight: 'tall' },
            '& ul': { pl: '5', listStyleType: 'disc', display: 'grid', gap: '1.5' },
          }}
        >
          {children}
        </Stack>
      </Container>
      <Box as="footer" py="6" px="4" borderTopWidth="1px" bg="bg">
        <LegalFooter />
      </Box>
    </Flex>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h2">{title}</Heading>
      {children}
    </Stack>
  );
}
