/** The Chakra provider with the VetRx system (light, calm clinical palette) and the app's Emotion cache. */
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { system } from '../../theme';
import { createStyleCache } from '../../theme/style-sheet';

const styleCache = createStyleCache();

export function Provider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
