import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';

const sorts = [
  { value: 'newest', label: 'Сначала новые' },
  { value: 'cheapest', label: 'Сначала дешёвые' },
  { value: 'expensive', label: 'Сначала дорогие', disabled: true },
];

function Controlled({ onChange, initial = null }: { onChange: (v: string | null) => void; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <NativeSelect
      label="Сортировка"
      placeholder="Как показать"
      options={sorts}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('NativeSelect', () => {
  it('is a labelled native select; picking an option reports its value and shows it', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, 'Сначала дешёвые');
    expect(onChange).toHaveBeenLastCalledWith('cheapest');
    expect(select.value).toBe('cheapest');
    expect((screen.getByRole('option', { name: 'Сначала дорогие' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('going back to the placeholder reports null', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial="newest" />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Как показать');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('ties the description and the error to the control', () => {
    render(<NativeSelect label="Город" options={sorts} description="Где машина" errorMessage="Выберите город" required />);
    const select = screen.getByRole('combobox', { name: /Город/ }) as HTMLSelectElement;
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.required).toBe(true);
    const ids = select.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Выберите город', 'Где машина']);
  });

  it('keeps the label for screen readers when it is hidden', () => {
    render(<NativeSelect label="Сортировка" hideLabel options={sorts} defaultValue="cheapest" disabled />);
    const select = screen.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement;
    expect(select.value).toBe('cheapest');
    expect(select.disabled).toBe(true);
  });

  it('puts grouped options in optgroups, ungrouped ones stay at the top', async () => {
    const onChange = vi.fn();
    const places = [
      { value: 'city:almaty', label: 'Алматы', group: 'Города' },
      { value: 'city:konaev', label: 'Конаев', group: 'Города' },
      { value: 'region:almaty-region', label: 'Алматинская область', group: 'Области' },
    ];
    render(<NativeSelect label="Город" placeholder="Весь Казахстан" options={places} value={null} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Город' }) as HTMLSelectElement;
    const groups = [...select.querySelectorAll('optgroup')].map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent)]);
    expect(groups).toEqual([
      ['Города', ['Алматы', 'Конаев']],
      ['Области', ['Алматинская область']],
    ]);
    expect(select.options[0]!.textContent).toBe('Весь Казахстан');
    await userEvent.selectOptions(select, 'Алматинская область');
    expect(onChange).toHaveBeenLastCalledWith('region:almaty-region');
  });
});
