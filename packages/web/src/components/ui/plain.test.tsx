import { Badge, Box, Button, Checkbox, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../theme';
import { renderWithProviders } from '../../test/wrapper';
import { CARD } from '../../features/approvals/TaskCard.styles';
import { usePlainClass } from './plain';
import { FILTER_FIELD } from './filter-fields.styles';
import { LightCheckbox } from './light-checkbox';
import { isPlainStyle, plainRecipe, plainSlotRecipe, plainStyle, type PlainStyle } from './plain-style';

/** The Emotion class of an element (its `css-…` class; Chakra's own marker classes aside). */
const emotionClass = (el: HTMLElement) => [...el.classList].filter((c) => c.startsWith('css-')).join(' ');

/**
 * The text of every rule the document's style elements hold for a class (its layers and media queries
 * included), each rule's declarations in order of their text: the order of different properties in one
 * rule draws nothing different.
 */
const sorted = (cssText: string) => {
  const [selector, body = ''] = cssText.split('{');
  return `${selector}{${body.replace('}', '').split(';').map((d) => d.trim()).filter(Boolean).sort().join('; ')}}`;
};
function rulesOf(className: string): string {
  const texts: string[] = [];
  const walk = (rules: CSSRuleList, within: string) => {
    for (const rule of rules) {
      if ('cssRules' in rule && !(rule instanceof CSSStyleRule)) walk((rule as CSSGroupingRule).cssRules, `${within}${rule.cssText.split('{')[0].trim()} `);
      else if (rule.cssText.includes(`.${className}`)) texts.push(`${within}${sorted(rule.cssText.replaceAll(className, 'X'))}`);
    }
  };
  for (const sheet of document.styleSheets) walk(sheet.cssRules, '');
  return texts.join('\n');
}

function Plain({ style, testId }: { style: PlainStyle; testId: string }) {
  return <div className={usePlainClass(style)} data-testid={testId} />;
}

describe('plain elements draw what the Chakra element with the same props draws', () => {
  it('style props: responsive values, conditions, tokens, nested selectors', () => {
    const props = {
      display: 'flex',
      gap: '2',
      px: { base: '3', md: '4' },
      borderColor: 'brand.emphasized',
      _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing' },
      '& > button svg': { display: { base: 'none', sm: 'inline' } },
    } as const;
    renderWithProviders(
      <>
        <Box {...props} data-testid="chakra" />
        <Plain style={plainStyle(props)} testId="plain" />
      </>,
    );
    const chakra = emotionClass(screen.getByTestId('chakra'));
    const own = emotionClass(screen.getByTestId('plain'));
    expect(rulesOf(own)).toContain('@media');
    expect(rulesOf(own)).toBe(rulesOf(chakra));
  });

  it('recipes: variants, a colour palette and props on top', () => {
    renderWithProviders(
      <>
        <Button size="xs" variant="outline" colorPalette="red" data-testid="chakra-button" />
        <Plain style={plainRecipe('button', { size: 'xs', variant: 'outline' }, { colorPalette: 'red' })} testId="plain-button" />
        <Badge size="sm" variant="surface" colorPalette="purple" borderRadius="full" data-testid="chakra-badge" />
        <Plain style={plainRecipe('badge', { size: 'sm', variant: 'surface' }, { colorPalette: 'purple', borderRadius: 'full' })} testId="plain-badge" />
      </>,
    );
    for (const part of ['button', 'badge']) {
      const chakra = screen.getByTestId(`chakra-${part}`);
      const own = screen.getByTestId(`plain-${part}`);
      const rules = (el: HTMLElement) => emotionClass(el).split(' ').map(rulesOf).join('\n');
      expect(rules(own)).toContain('@layer recipes');
      expect(rules(own)).toBe(rules(chakra));
    }
  });

  it('slot recipes: each part of a small native select', () => {
    renderWithProviders(
      <>
        <NativeSelect.Root size="sm" data-testid="chakra-root">
          <NativeSelect.Field data-testid="chakra-field" />
          <NativeSelect.Indicator data-testid="chakra-indicator" />
        </NativeSelect.Root>
        <Plain style={FILTER_FIELD.selectRoot} testId="plain-root" />
        <Plain style={FILTER_FIELD.select} testId="plain-field" />
        <Plain style={FILTER_FIELD.selectIndicator} testId="plain-indicator" />
      </>,
    );
    for (const part of ['root', 'field', 'indicator']) {
      const rules = (el: HTMLElement) => emotionClass(el).split(' ').map(rulesOf).join('\n');
      expect(rules(screen.getByTestId(`plain-${part}`))).toContain('@layer recipes');
      expect(rules(screen.getByTestId(`plain-${part}`))).toBe(rules(screen.getByTestId(`chakra-${part}`)));
    }
    expect(() => plainSlotRecipe('nativeSelect', {}, 'nothing').resolve(system)).toThrow('The nativeSelect recipe has no nothing part.');
    // A recipe the system does not hold (a late one not yet registered) fails instead of drawing nothing.
    expect(() => plainSlotRecipe('nothing', {}, 'root').resolve(system)).toThrow('The system has no nothing slot recipe');
    expect(() => plainRecipe('nothing', {}).resolve(system)).toThrow('The system has no nothing recipe');
  });

  it("the light checkbox's root and box, at each size, as Chakra's checkbox draws them", () => {
    for (const size of ['sm', 'md'] as const) {
      const view = renderWithProviders(
        <>
          <Checkbox.Root size={size} data-testid="chakra-root">
            <Checkbox.HiddenInput />
            <Checkbox.Control data-testid="chakra-control" />
          </Checkbox.Root>
          <LightCheckbox size={size} checked={false} onCheckedChange={() => undefined} aria-label="Select" data-testid="plain-root" />
        </>,
      );
      const control = screen.getByTestId('plain-root').querySelector<HTMLElement>('[data-part="control"]')!;
      const rules = (el: HTMLElement) => emotionClass(el).split(' ').map(rulesOf).join('\n');
      expect(rules(control), size).toContain('@layer recipes');
      expect(rules(screen.getByTestId('plain-root')), size).toBe(rules(screen.getByTestId('chakra-root')));
      expect(rules(control), size).toBe(rules(screen.getByTestId('chakra-control')));
      view.unmount();
    }
  });

  it('a styles module as the card uses it: its layout and its text', () => {
    renderWithProviders(
      <>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap" data-testid="chakra-row" />
        <Plain style={CARD.top} testId="plain-row" />
        <Text textStyle="xs" color="fg.muted" data-testid="chakra-text" />
        <Plain style={CARD.created} testId="plain-text" />
      </>,
    );
    const row = screen.getByTestId('plain-row');
    expect(rulesOf(emotionClass(row))).toBe(rulesOf(emotionClass(screen.getByTestId('chakra-row'))));
    expect(rulesOf(emotionClass(screen.getByTestId('plain-text')))).toBe(rulesOf(emotionClass(screen.getByTestId('chakra-text'))));
  });

  it('a style the build resolved (the string of its class names) is drawn as it is', () => {
    const built = 'css-abc' as unknown as PlainStyle;
    expect(isPlainStyle(built)).toBe(false);
    renderWithProviders(<Plain style={built} testId="built" />);
    expect(screen.getByTestId('built').className).toBe('css-abc');
  });
});
