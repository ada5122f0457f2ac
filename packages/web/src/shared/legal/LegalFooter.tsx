import { Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { legalLinks } from './paths';
import { FOCUS_RING } from '../../components/ui/focus-ring';

/** The login footer links (admin §2.1): Terms of service, Privacy Policy, online prescribing notice, Contact us. */
export function LegalFooter({ tone = 'muted' }: { tone?: 'muted' | 'inverted' }) {
  const color = tone === 'inverted' ? 'whiteAlpha.800' : 'fg.muted';
  return (
    <Flex as="nav" aria-label="Legal" gap={{ base: '3', md: '5' }} wrap="wrap" justify="center" textStyle="sm">
      {legalLinks.map((link) => (
        <ChakraLink
          key={link.key}
          asChild
          color={color}
          _hover={{ color: tone === 'inverted' ? 'white' : 'brand.fg', textDecoration: 'underline' }}
          _focusVisible={FOCUS_RING}
        >
          <Link to={link.to}>{link.label}</Link>
        </ChakraLink>
      ))}
      <Text color={color}>© {new Date().getFullYear()} VetRx</Text>
    </Flex>
  );
}
