/**
 * The built app's system made on first use (lazy-system.ts): the provider draws without making it, the
 * first Chakra element makes it once, and what it answers early is what the made system answers.
 */
import { Box, ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '.';
import { DEFAULT_LAYERS_AT_RULE, lazySystem } from './lazy-system';

describe('the system made on first use', () => {
  it("answers ChakraProvider's reads as the made system does, without making it", () => {
    const make = vi.fn(() => system);
    const lazy = lazySystem(make);
    expect(lazy.system.layers.atRule).toBe(system.layers.atRule);
    expect(DEFAULT_LAYERS_AT_RULE).toBe(system.layers.atRule);
    expect(!!lazy.system._config.disableLayers).toBe(!!system._config.disableLayers);
    expect(lazy.system._global).toEqual([]);
    expect(make).not.toHaveBeenCalled();
    expect(lazy.made()).toBe(false);
  });

  it('draws plain elements under the provider without making it; the first Chakra element makes it, once', () => {
    const make = vi.fn(() => system);
    const lazy = lazySystem(make);
    const { rerender, getByTestId } = render(
      <ChakraProvider value={lazy.system}>
        <p data-testid="plain">plain</p>
      </ChakraProvider>,
    );
    expect(getByTestId('plain')).toHaveTextContent('plain');
    expect(make).not.toHaveBeenCalled();
    rerender(
      <ChakraProvider value={lazy.system}>
        <Box data-testid="box" px="3" color="fg.muted">
          chakra
        </Box>
        <Box px="4">another</Box>
      </ChakraProvider>,
    );
    expect(make).toHaveBeenCalledTimes(1);
    expect(lazy.made()).toBe(true);
    expect(getByTestId('box').className).toMatch(/\bcss-/);
  });

  it('answers any other read, and every write, from the made system', () => {
    const lazy = lazySystem(() => system);
    expect(lazy.system._config.theme).toBe(system._config.theme);
    expect(lazy.made()).toBe(true);
    expect(lazy.system.layers.names).toEqual(system.layers.names);
    expect(lazy.system.css({ px: '2' })).toEqual(system.css({ px: '2' }));
    expect('getRecipe' in lazy.system).toBe(true);
  });

  it('passes a write to an early object on to the made one (the late recipes register so)', () => {
    const made = { ...system, _config: { ...system._config, theme: { ...system._config.theme } } };
    const lazy = lazySystem(() => made);
    const config = lazy.system._config as unknown as Record<string, unknown>;
    config.marker = true;
    expect((made._config as unknown as Record<string, unknown>).marker).toBe(true);
  });

  it('is made by warm(), once', () => {
    const make = vi.fn(() => system);
    const lazy = lazySystem(make);
    lazy.warm();
    lazy.warm();
    expect(make).toHaveBeenCalledTimes(1);
    expect(lazy.system.layers.atRule).toBe(system.layers.atRule);
  });
});
