import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Stepper, type StepperStep } from './Stepper';

const steps: StepperStep[] = [
  { id: 'vin', title: 'VIN', status: 'complete' },
  { id: 'car', title: 'Автомобиль', description: 'Марка, модель, год' },
  { id: 'price', title: 'Пробег и цена', status: 'error' },
  { id: 'photos', title: 'Фото' },
  { id: 'contacts', title: 'Контакты' },
];

const common = {
  steps,
  label: 'Шаги',
  stepLabel: (i: number, n: number) => `Шаг ${i + 1} из ${n}`,
  statusLabel: { complete: 'готово', error: 'есть ошибки' },
};

function Controlled({ onStepClick }: { onStepClick: (id: string) => void }) {
  const [current, setCurrent] = useState('car');
  return (
    <Stepper
      {...common}
      current={current}
      onStepClick={(id) => {
        setCurrent(id);
        onStepClick(id);
      }}
    />
  );
}

describe('Stepper', () => {
  it('is a labelled nav with an ordered list and marks the current step', () => {
    render(<Stepper {...common} current="car" />);
    const nav = screen.getByRole('navigation', { name: 'Шаги' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null, null, null]);
    // plain items when nothing can be clicked
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the compact position text from stepLabel and the current title', () => {
    render(<Stepper {...common} current="photos" />);
    expect(screen.getByText('Шаг 4 из 5')).toBeTruthy();
    const stepLabel = vi.fn((i: number, n: number) => `${i}/${n}`);
    render(<Stepper {...common} current="price" stepLabel={stepLabel} />);
    expect(stepLabel).toHaveBeenCalledWith(2, 5);
  });

  it('puts the status into the accessible name; the icons themselves are hidden', () => {
    render(<Stepper {...common} current="car" onStepClick={() => undefined} />);
    const nav = screen.getByRole('navigation');
    const vin = within(nav).getByRole('button', { name: 'VIN (готово)' });
    within(nav).getByRole('button', { name: 'Пробег и цена (есть ошибки)' });
    within(nav).getByRole('button', { name: 'Автомобиль', description: 'Марка, модель, год' });
    expect(vin.querySelector('svg')?.closest('[aria-hidden="true"]')).toBeTruthy();
    // a step without a status shows its number
    expect(within(nav).getByRole('button', { name: 'Фото' }).textContent).toBe('4Фото');
  });

  it('jumps by click and by keyboard (Tab, Enter, Space), moving aria-current', async () => {
    const user = userEvent.setup();
    const onStepClick = vi.fn();
    render(<Controlled onStepClick={onStepClick} />);
    const nav = screen.getByRole('navigation');
    const buttons = within(nav).getAllByRole('button');
    const currents = () => buttons.map((b) => b.getAttribute('aria-current'));
    expect(currents()).toEqual([null, 'step', null, null, null]);

    await user.click(within(nav).getByRole('button', { name: 'VIN (готово)' }));
    expect(onStepClick).toHaveBeenLastCalledWith('vin');
    expect(currents()).toEqual(['step', null, null, null, null]);

    await user.tab();
    expect(document.activeElement).toBe(buttons[1]);
    await user.tab();
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard('{Enter}');
    expect(onStepClick).toHaveBeenLastCalledWith('price');
    await user.tab();
    await user.keyboard(' ');
    expect(onStepClick).toHaveBeenLastCalledWith('photos');
    expect(currents()).toEqual([null, null, null, 'step', null]);
    expect(onStepClick).toHaveBeenCalledTimes(3);
  });
});
