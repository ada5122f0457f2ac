/**
 * The built app's react-icons icons (vite.split-modules.ts, issue 61, decision 0137): the same `<svg>` as
 * react-icons' `GenIcon` draws, as one React element whose drawing is its inner markup, made once per
 * icon at build time.
 *
 * A react-icons icon renders three components (the icon, `IconBase`, `IconContext.Consumer`) and a React
 * element per shape: the queue's first screen drew ≈ 70 icons, ≈ 40 % of its DOM elements. Here an icon
 * is one component and one element; the browser parses its shapes from a constant string, which React
 * sets once and never compares again. Every prop `IconBase` reads means the same here (`size`, `color`,
 * `title`, `attr`, `className`, `style` and the SVG attributes); the app sets no `IconContext` (a test
 * keeps it so), and a child passed to an icon is dropped by both. `light-icon.test.tsx` renders every
 * Lucide icon both ways and compares the markup.
 */
import { createElement, type ReactElement } from 'react';
import type { IconBaseProps } from 'react-icons';

type SvgAttributes = Readonly<Record<string, string>>;

/** What `IconBase` takes: react-icons' props and the `<svg>` attributes that replace the icon's own (`attr`). */
export type LightIconProps = IconBaseProps & { attr?: SvgAttributes };

/** A text escaped as React escapes it in markup (`&`, `<`, `>`, `"`, `'`). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
}

/** The icon drawn from its `<svg>` attributes (React's names) and its shapes' markup. */
export function lightIcon(svg: SvgAttributes, shapes: string): (props: LightIconProps) => ReactElement {
  const inner = { __html: shapes };
  return function LightIcon(props) {
    const { attr = svg, size, title, children: _dropped, ...svgProps } = props;
    const computedSize = size || '1em';
    return createElement('svg', {
      stroke: 'currentColor',
      fill: 'currentColor',
      strokeWidth: '0',
      ...attr,
      ...svgProps,
      className: props.className,
      style: { color: props.color, ...props.style },
      height: computedSize,
      width: computedSize,
      xmlns: 'http://www.w3.org/2000/svg',
      dangerouslySetInnerHTML: title ? { __html: `<title>${escapeMarkup(title)}</title>${shapes}` } : inner,
    });
  };
}
