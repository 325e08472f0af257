import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge/Badge';
import { Card } from './Card/Card';
import { Heading } from './Heading/Heading';
import { Text } from './Text/Text';

describe('Heading', () => {
  it('renders the semantic level independently of the size', () => {
    render(
      <Heading level={2} size={4}>
        Популярные марки
      </Heading>,
    );
    const h = screen.getByRole('heading', { level: 2, name: 'Популярные марки' });
    expect(h.tagName).toBe('H2');
  });
  it('size defaults to level', () => {
    render(
      <>
        <Heading level={1}>a</Heading>
        <Heading level={3}>b</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 }).className).not.toBe(screen.getByRole('heading', { level: 3 }).className);
  });
  it('takes the surrounding colour with tone="inherit", its own by default', () => {
    render(
      <>
        <Heading level={2}>own</Heading>
        <Heading level={2} tone="inherit">
          inherited
        </Heading>
      </>,
    );
    const [own, inherited] = screen.getAllByRole('heading', { level: 2 });
    expect(own!.className).not.toBe(inherited!.className);
  });
});

describe('Text', () => {
  it('renders as the requested element with clamp style', () => {
    render(
      <Text as="span" maxLines={2} tone="muted">
        Қазақ тілі: ә ғ қ ң ө ұ ү һ і
      </Text>,
    );
    const el = screen.getByText(/Қазақ/);
    expect(el.tagName).toBe('SPAN');
    expect(el.getAttribute('style')).toMatch(/--[\w-]+:\s*2/);
  });
  it('defaults to a paragraph', () => {
    render(<Text>Описание</Text>);
    expect(screen.getByText('Описание').tagName).toBe('P');
  });
});

describe('Badge', () => {
  it('renders text with decorative icon', () => {
    render(<Badge tone="success" icon={<svg data-testid="icon" />}>Проверено</Badge>);
    expect(screen.getByText('Проверено')).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Card', () => {
  it('renders as an article', () => {
    render(
      <Card as="article" aria-label="Карточка">
        x
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Карточка' })).toBeTruthy();
  });
});
