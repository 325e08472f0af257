import type { SVGProps } from 'react';

/** An icon's drawing as lucide ships it: `[tag, attributes, children?]` elements in a 24 × 24 box. */
export type IconNode = ReadonlyArray<readonly [tag: string, attrs: Readonly<Record<string, string | number>>, children?: IconNode]>;

/** What lucide's per-icon modules export next to their component (`lucide-react/icons/<name>`). */
export interface IconData {
  name: string;
  node: IconNode;
  size?: number;
  /** Former names: lucide adds a `lucide-<alias>` class for each. */
  aliases?: ReadonlyArray<unknown>;
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML' | 'ref'> {
  /** Width and height in px (default 24). */
  size?: number | string;
  /** The stroke's colour (default `currentColor`). */
  color?: string;
}

export type Icon = ((props: IconProps) => React.JSX.Element) & { displayName: string; iconName: string };

const escapeAttr = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The drawing as SVG markup (lucide's React `key` attributes dropped). */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attrs, children]) => {
      const attributes = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
        .join('');
      return children?.length ? `<${tag}${attributes}>${iconMarkup(children)}</${tag}>` : `<${tag}${attributes}/>`;
    })
    .join('');
}

const hasAccessibleName = (props: Record<string, unknown>) =>
  Object.keys(props).some((key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null);

/**
 * A lucide icon as one component around one `<svg>` whose drawing is fixed markup (built once per icon, from lucide's
 * own data). lucide-react's components are two nested `forwardRef`s that rebuild every attribute and one React element
 * per path on each render, and React then hydrates each path: on /cars (a hundred icons on twenty cards) that was
 * ~530 fibers and ~35 ms of lucide's code at 4× CPU in the hydration task. Here React hydrates the `<svg>` and skips its
 * children. Same output as lucide-react (a test holds every icon to it): classes `lucide lucide-<name>` and its
 * aliases', `aria-hidden` unless an aria prop, role or title is given, stroke 2, round caps and joins.
 */
export function createIcon(data: IconData): Icon {
  // Markup and classes are made on the first render (the module defines every icon of the set; a page draws a few).
  let made: { html: { __html: string }; base: string; viewBox: string } | undefined;
  const make = () => {
    const aliases = (data.aliases ?? []).filter((alias): alias is string => typeof alias === 'string' && alias.trim() !== '');
    const box = data.size ?? 24;
    return {
      html: { __html: iconMarkup(data.node) },
      base: ['lucide', ...[data.name, ...aliases].map((name) => `lucide-${name}`)].join(' '),
      viewBox: `0 0 ${box} ${box}`,
    };
  };
  const Component = ({ size = 24, color = 'currentColor', strokeWidth = 2, className, ...rest }: IconProps) => {
    const { html, base, viewBox } = (made ??= make());
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox={viewBox}
        fill="none"
        stroke={color}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${base} ${className}` : base}
        aria-hidden={hasAccessibleName(rest) ? undefined : 'true'}
        {...rest}
        dangerouslySetInnerHTML={html}
      />
    );
  };
  const displayName = data.name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());
  return Object.assign(Component, { displayName, iconName: data.name });
}

