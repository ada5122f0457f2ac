import { Box, HStack, Text } from '@chakra-ui/react';

const SIZES = { sm: { mark: 7, text: 'md' }, md: { mark: 8, text: 'lg' }, lg: { mark: 11, text: '2xl' } } as const;

/** The VetRx mark and word mark. `withText={false}` for the collapsed rail. */
export function Logo({ size = 'md', withText = true }: { size?: keyof typeof SIZES; withText?: boolean }) {
  const s = SIZES[size];
  return (
    <HStack gap="2.5" userSelect="none">
      <Box as="span" display="inline-flex" w={s.mark} h={s.mark} flexShrink={0} aria-hidden>
        <svg viewBox="0 0 32 32" width="100%" height="100%" role="presentation">
          <rect width="32" height="32" rx="8" fill="#137f74" />
          <path
            d="M9 9h6.5a4.5 4.5 0 0 1 1.2 8.84L21 23h-3.2l-3.9-5H12v5H9zm3 2.6V15.4h3.4a1.9 1.9 0 0 0 0-3.8z"
            fill="#fff"
          />
          <path d="M19.5 17.5 24 23m0-5.5L19.5 23" stroke="#99f6e4" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Box>
      {withText && (
        <Text as="span" fontSize={s.text} fontWeight="700" letterSpacing="-0.02em" color="fg">
          Vet
          <Text as="span" color="brand.solid">
            Rx
          </Text>
        </Text>
      )}
    </HStack>
  );
}
