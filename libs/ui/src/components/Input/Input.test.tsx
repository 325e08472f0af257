import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './Input';

describe('Input', () => {
  it('is labelled and reports typed values', async () => {
    const onValueChange = vi.fn();
    render(<Input label="Марка" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Марка' });
    await userEvent.type(input, 'Kia');
    expect(onValueChange).toHaveBeenLastCalledWith('Kia');
    expect((input as HTMLInputElement).value).toBe('Kia');
  });

  it('links description and error and marks invalid', () => {
    render(<Input label="Email" description="Мы не покажем его" errorMessage="Неверный адрес" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Неверный адрес', 'Мы не покажем его']);
  });

  it('supports a visually hidden label', () => {
    render(<Input label="Поиск" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toBeTruthy();
  });

  it('renders adornments and disabled state', () => {
    render(<Input label="Цена" suffix="₸" disabled />);
    expect(screen.getByText('₸')).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
  });
});
