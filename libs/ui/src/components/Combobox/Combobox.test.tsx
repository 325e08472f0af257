import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';

const brands = [
  { value: 'lada', label: 'Лада' },
  { value: 'gaz', label: 'ГАЗ' },
  { value: 'toyota', label: 'Toyota' },
  { value: 'qazaq', label: 'Қазақ Авто' },
  { value: 'uaz', label: 'УАЗ', disabled: true },
];

function Controlled({ onChange, errorMessage }: { onChange: (v: string | null) => void; errorMessage?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      label="Марка"
      placeholder="Начните вводить"
      emptyText="Ничего не нашлось"
      toggleLabel="Показать все марки"
      options={brands}
      value={value}
      errorMessage={errorMessage}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('Combobox', () => {
  it('filters as you type, ignoring case, and chooses with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Марка' });
    await userEvent.type(input, 'ЛАД');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Лада']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('lada');
    expect((input as HTMLInputElement).value).toBe('Лада');
  });

  it('finds Kazakh letters and matches anywhere in the name', async () => {
    render(<Controlled onChange={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Марка' });
    await userEvent.type(input, 'қаз');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Қазақ Авто']);
    await userEvent.clear(input);
    await userEvent.type(input, 'yot');
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Toyota']);
  });

  it('says when nothing matches, and closes with Escape', async () => {
    render(<Controlled onChange={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Марка' });
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('Ничего не нашлось')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('opens the whole list from its button, and a disabled option cannot be chosen', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Показать все марки/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    const uaz = within(listbox).getByRole('option', { name: 'УАЗ' });
    expect(uaz.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(uaz);
    expect(onChange).not.toHaveBeenCalledWith('uaz');
  });

  it('shows its error next to the field and marks the input invalid', () => {
    render(<Controlled onChange={() => undefined} errorMessage="Выберите марку" />);
    const input = screen.getByRole('combobox', { name: 'Марка' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Выберите марку')).toBeTruthy();
  });
});
