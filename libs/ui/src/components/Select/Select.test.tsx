import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const cities = [
  { value: 'almaty', label: 'Алматы' },
  { value: 'astana', label: 'Астана' },
  { value: 'shymkent', label: 'Шымкент', disabled: true },
];

function Controlled({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Город"
      placeholder="Выберите город"
      options={cities}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}


/** The place picker open on its list (a button with the label, then the listbox). */
async function openPlaces(places: { value: string; label: string; group?: string }[]) {
  const onChange = vi.fn();
  render(<Select label="Город или регион" options={places} onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: /Город или регион/ }));
  return { onChange, listbox: await screen.findByRole('listbox') };
}

describe('Select', () => {
  it('opens with the mouse, selects an option, shows it in the trigger', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Город/ });
    expect(trigger.textContent).toContain('Выберите город');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Астана' }));
    expect(onChange).toHaveBeenCalledWith('astana');
    expect(screen.getByRole('button', { name: /Город/ }).textContent).toContain('Астана');
  });

  it('works with the keyboard: open with arrow, close with Escape, type-ahead selects', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: /Город/ });
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    trigger.focus();
    await userEvent.keyboard('Ас');
    expect(onChange).toHaveBeenCalledWith('astana');
  });

  it('marks disabled options', async () => {
    render(<Controlled onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /Город/ }));
    const option = await screen.findByRole('option', { name: 'Шымкент' });
    expect(option.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows an error message', () => {
    render(<Select label="Город" options={cities} errorMessage="Выберите город" placeholder="—" />);
    expect(screen.getByText('Выберите город')).toBeTruthy();
  });

  it('keeps an option\'s count apart from its name, and out of the closed field (issue 23 item 3: "Camry6")', async () => {
    const models = [
      { value: 'camry', label: 'Camry', hint: '6' },
      { value: 'corolla', label: 'Corolla', hint: '0' },
    ];
    function Models() {
      const [value, setValue] = useState<string | null>(null);
      return <Select label="Модель" placeholder="Любая" options={models} value={value} onChange={setValue} />;
    }
    render(<Models />);
    await userEvent.click(screen.getByRole('button', { name: /Модель/ }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Camry 6', 'Corolla 0']);
    await userEvent.click(options[0]!);
    const trigger = screen.getByRole('button', { name: /Модель/ });
    expect(trigger.textContent).toContain('Camry');
    expect(trigger.textContent).not.toMatch(/Camry\s*6/);
  });

  it('lists grouped options under their section headings ("Города", "Области")', async () => {
    const places = [
      { value: 'city:almaty', label: 'Алматы', group: 'Города' },
      { value: 'city:konaev', label: 'Конаев', group: 'Города' },
      { value: 'region:almaty-region', label: 'Алматинская область', group: 'Области' },
    ];
    const { onChange, listbox } = await openPlaces(places);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => [g.getAttribute('aria-label') ?? g.textContent?.slice(0, 6), within(g).getAllByRole('option').map((o) => o.textContent)])).toEqual([
      [expect.stringContaining('Город'), ['Алматы', 'Конаев']],
      [expect.stringContaining('Област'), ['Алматинская область']],
    ]);
    await userEvent.click(within(groups[1]!).getByRole('option', { name: 'Алматинская область' }));
    expect(onChange).toHaveBeenCalledWith('region:almaty-region');
  });

  it('puts an option without a group ("Весь Казахстан") first on its own, in no unnamed group (issue 23)', async () => {
    const places = [
      { value: 'all', label: 'Весь Казахстан' },
      { value: 'city:almaty', label: 'Алматы', group: 'Города' },
      { value: 'region:almaty-region', label: 'Алматинская область', group: 'Области' },
    ];
    const { onChange, listbox } = await openPlaces(places);
    const groups = within(listbox).getAllByRole('group');
    // Every group is named by its heading; the whole country is the list's own first option.
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Города',
      'Области',
    ]);
    const all = within(listbox).getAllByRole('option')[0]!;
    expect(all.textContent).toBe('Весь Казахстан');
    expect(all.closest('[role="group"]')).toBeNull();
    await userEvent.click(all);
    expect(onChange).toHaveBeenCalledWith('all');
  });
});
