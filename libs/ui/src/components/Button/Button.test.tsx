import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('renders a button with type=button and handles clicks and keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Найти</Button>);
    const btn = screen.getByRole('button', { name: 'Найти' });
    expect(btn.getAttribute('type')).toBe('button');
    await userEvent.click(btn);
    await userEvent.tab();
    btn.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('renders an anchor when given href', () => {
    render(<Button href="/sell">Продать</Button>);
    const link = screen.getByRole('link', { name: 'Продать' });
    expect(link.getAttribute('href')).toBe('/sell');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is busy and ignores clicks while loading, keeping its name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Сохранить
      </Button>,
    );
    const btn = screen.getByRole('button', { name: 'Сохранить' });
    expect(btn.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(btn);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Отправить
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lets a router link render itself through render()', () => {
    const RouterLink = ({ to, ...p }: { to: string; className: string; children: React.ReactNode }) => (
      <a href={`#${to}`} data-router="yes" {...p} />
    );
    render(<Button variant="secondary" render={(p) => <RouterLink to="/cars" {...p} />}>Автомобили</Button>);
    const link = screen.getByRole('link', { name: 'Автомобили' });
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.getAttribute('href')).toBe('#/cars');
    expect(link.className).not.toBe('');
  });

  it('applies different classes per variant and size', () => {
    render(
      <>
        <Button variant="primary">a</Button>
        <Button variant="danger" size="lg">
          b
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'a' }).className).not.toBe(screen.getByRole('button', { name: 'b' }).className);
  });

  it('hides icons from assistive tech', () => {
    render(<Button iconStart={<svg data-testid="i" />}>Фильтры</Button>);
    expect(screen.getByTestId('i').parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button').textContent).toBe('Фильтры');
  });
});
