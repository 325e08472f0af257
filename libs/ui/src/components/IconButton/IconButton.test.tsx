import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Закрыть" icon={<svg />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('exposes a toggle state with aria-pressed', () => {
    render(<IconButton label="В избранное" icon={<svg />} pressed />);
    expect(screen.getByRole('button', { name: 'В избранное', pressed: true })).toBeTruthy();
  });

  it('has no aria-pressed when not a toggle', () => {
    render(<IconButton label="Меню" icon={<svg />} />);
    expect(screen.getByRole('button').hasAttribute('aria-pressed')).toBe(false);
  });
});
