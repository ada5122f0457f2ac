/**
 * Chakra's styled elements, patched (patches/@chakra-ui__react@3.37.0.patch): an element's recipe is
 * made once per system and the CSS text of a style object once per Emotion cache. An element drawn
 * again with other styles must get their rule, and two elements with the same styles share one.
 */
import { Box, Button } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Provider } from '../components/ui/provider';

/** The CSS Emotion inserted for the element's own `css-…` class: every rule of that class, joined. */
function ruleOf(el: Element): string {
  const cls = [...el.classList].find((c) => /^css-[a-z0-9]+$/.test(c));
  expect(cls).toBeDefined();
  const text = [...document.querySelectorAll('style[data-emotion]')].map((s) => s.textContent).join('\n');
  const rules = text.match(new RegExp(`\\.${cls}[^{]*\\{[^{}]*\\}`, 'g')) ?? [];
  expect(rules.join(''), `rules for .${cls}`).toMatch(/:[^;]+;/);
  return rules.join('\n');
}

describe("Chakra's styled elements (patched)", () => {
  it('draws an element again with the rule of its new styles, and shares a rule between equal styles', () => {
    const view = (color: string, padding: number) => (
      <Provider>
        <Box data-testid="a" color={color} padding={padding} />
        <Box data-testid="b" color="blue.500" padding={3} />
        <Button data-testid="button" variant={color === 'red.500' ? 'solid' : 'outline'}>
          Save
        </Button>
      </Provider>
    );
    const { getByTestId, rerender } = render(view('red.500', 2));
    const solid = ruleOf(getByTestId('button'));
    expect(ruleOf(getByTestId('a'))).toContain('var(--chakra-colors-red-500)');
    expect(ruleOf(getByTestId('a'))).toContain('var(--chakra-spacing-2)');

    rerender(view('blue.500', 3));
    const a = ruleOf(getByTestId('a'));
    expect(a).toContain('var(--chakra-colors-blue-500)');
    expect(a).toContain('var(--chakra-spacing-3)');
    expect(a).not.toContain('red-500');
    expect(getByTestId('a').className).toBe(getByTestId('b').className);
    // The button's variant changed: another rule, the outline's border.
    const outline = ruleOf(getByTestId('button'));
    expect(outline).not.toBe(solid);
    expect(outline).toContain('border-width:1px');

    rerender(view('red.500', 2));
    expect(ruleOf(getByTestId('a'))).toContain('var(--chakra-colors-red-500)');
    expect(ruleOf(getByTestId('button'))).toBe(solid);
  });
});
