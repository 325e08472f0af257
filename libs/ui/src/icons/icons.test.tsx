import { renderToStaticMarkup } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as lucide from 'lucide-react';
import * as icons from './index';
import { createIcon, type Icon, type IconProps } from './create-icon';

const set = Object.entries(icons).filter((entry): entry is [string, Icon] => typeof entry[1] === 'function' && 'iconName' in entry[1]);

/** The svg element's attributes (sorted) and its children's markup, as the browser parses it. */
function parsed(markup: string) {
  const host = document.createElement('div');
  host.innerHTML = markup;
  const svg = host.firstElementChild as SVGSVGElement;
  const attrs = [...svg.attributes].map((a) => `${a.name}=${a.value}`).sort();
  const classes = (svg.getAttribute('class') ?? '').split(' ').sort();
  return { tag: svg.tagName, attrs: attrs.filter((a) => !a.startsWith('class=')), classes, children: svg.innerHTML, count: host.childElementCount };
}

describe('icons', () => {
  it('has the set the apps import', () => {
    expect(set.length).toBeGreaterThanOrEqual(50);
  });

  // lucide-react's own component for each of our icons: same svg, attributes, classes and drawing.
  const cases: Array<[string, IconProps]> = [
    ['decorative', {}],
    ['sized, classed, filled', { size: 16, className: 'mine', fill: 'currentColor', strokeWidth: 1.5 }],
    ['labelled', { 'aria-label': 'Избранное', role: 'img' }],
    ['coloured', { color: 'red', size: 20 }],
    ['an aria prop left undefined', { 'aria-label': undefined, size: 12 }],
  ];
  for (const [what, props] of cases) {
    it(`draws what lucide-react draws (${what})`, () => {
      for (const [name, Ours] of set) {
        const Theirs = (lucide as unknown as Record<string, ComponentType<IconProps> | undefined>)[name];
        if (!Theirs) throw new Error(`lucide-react has no icon ${name}`);
        expect(parsed(renderToStaticMarkup(<Ours {...props} />)), name).toEqual(parsed(renderToStaticMarkup(<Theirs {...props} />)));
      }
    });
  }

  it('escapes attribute values in its markup', () => {
    const Odd = createIcon({ name: 'odd', node: [['path', { d: 'M0 0"/><script>alert(1)</script>', key: 'k' }]] });
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(<Odd />);
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('path')?.getAttribute('d')).toBe('M0 0"/><script>alert(1)</script>');
    expect(host.querySelector('path')?.hasAttribute('key')).toBe(false);
  });

  it('hydrates as one element whose drawing React leaves alone', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(<icons.Heart size={16} />);
    const path = host.querySelector('path');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, <icons.Heart size={16} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(host.querySelector('path')).toBe(path);
  });
});
