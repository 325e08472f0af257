import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('renders an anchor with href', () => {
    render(<Link href="/help">Помощь</Link>);
    expect(screen.getByRole('link', { name: 'Помощь' }).getAttribute('href')).toBe('/help');
  });

  it('adds safe target/rel for external links', () => {
    render(
      <Link href="https://example.com" external>
        Внешняя
      </Link>,
    );
    const a = screen.getByRole('link');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('composes with a router link via render', () => {
    render(
      <Link tone="neutral" render={(p) => <a href="/kk/cars" data-router="" {...p} />}>
        Көліктер
      </Link>,
    );
    const a = screen.getByRole('link', { name: 'Көліктер' });
    expect(a.hasAttribute('data-router')).toBe(true);
    expect(a.className.length).toBeGreaterThan(0);
  });

  it('forwards refs (usable with createLink)', () => {
    let node: HTMLAnchorElement | null = null;
    render(
      <Link href="/" ref={(n) => { node = n; }}>
        Главная
      </Link>,
    );
    expect(node).toBeInstanceOf(HTMLAnchorElement);
  });
});
