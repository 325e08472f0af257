import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeInput, rangeEdit, rangeText, type RangeInputProps, type RangeValue } from './RangeInput';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

type Props = Omit<RangeInputProps, 'value' | 'onChange' | 'label' | 'fromLabel' | 'toLabel'> &
  Partial<Pick<RangeInputProps, 'label' | 'fromLabel' | 'toLabel'>> & { initial?: RangeValue; onChange?: (v: RangeValue) => void };

function Controlled({ initial = {}, onChange, ...rest }: Props) {
  const [value, setValue] = useState<RangeValue>(initial);
  return (
    <>
      <RangeInput
        label="Цена"
        fromLabel="от"
        toLabel="до"
        {...rest}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <button type="button" onClick={() => setValue({ from: 3000000 })}>
        set
      </button>
    </>
  );
}

const boxes = () => [screen.getByRole('textbox', { name: 'от' }), screen.getByRole('textbox', { name: 'до' })] as [HTMLInputElement, HTMLInputElement];

describe('RangeInput', () => {
  it('is a named group of two named numeric boxes', () => {
    render(<Controlled unit="₸" />);
    const group = screen.getByRole('group', { name: 'Цена' });
    expect(group.tagName).toBe('FIELDSET');
    const [from, to] = boxes();
    expect(from.getAttribute('inputmode')).toBe('numeric');
    expect(to.getAttribute('inputmode')).toBe('numeric');
    expect(group.textContent).toContain('₸');
  });

  it('groups digits as you type, ignores other characters and reports numbers', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const [from, to] = boxes();
    await userEvent.type(from, '12a5b00000');
    expect(nb(from.value)).toBe('12 500 000');
    expect(onChange).toHaveBeenLastCalledWith({ from: 12500000 });
    await userEvent.type(to, '-20 000 000₸');
    expect(nb(to.value)).toBe('20 000 000');
    expect(onChange).toHaveBeenLastCalledWith({ from: 12500000, to: 20000000 });
  });

  it('keeps the caret next to the same digit when editing in the middle', async () => {
    render(<Controlled initial={{ from: 1250000 }} />);
    const [from] = boxes();
    expect(nb(from.value)).toBe('1 250 000');
    await userEvent.click(from);
    from.setSelectionRange(1, 1);
    await userEvent.keyboard('2');
    expect(nb(from.value)).toBe('12 250 000');
    expect(from.selectionStart).toBe(2);
  });

  it('treats an emptied box as undefined', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={{ from: 100, to: 500 }} onChange={onChange} />);
    const [from] = boxes();
    await userEvent.clear(from);
    expect(from.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith({ from: undefined, to: 500 });
  });

  it('marks both boxes invalid and explains when from is greater than to, without swapping', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={{ from: 9000000 }} onChange={onChange} swappedMessage="«от» больше, чем «до»" />);
    const [from, to] = boxes();
    expect(from.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(to, '3000000');
    await userEvent.tab();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('«от» больше, чем «до»');
    expect(from.getAttribute('aria-describedby')).toContain(message.id);
    expect(to.getAttribute('aria-describedby')).toContain(message.id);
    expect(onChange).toHaveBeenLastCalledWith({ from: 9000000, to: 3000000 });
    expect(nb(from.value)).toBe('9 000 000');
    expect(nb(to.value)).toBe('3 000 000');
  });

  it('marks a reversed pair invalid even without a message', () => {
    render(<Controlled initial={{ from: 5, to: 1 }} />);
    const [from, to] = boxes();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-invalid')).toBe('true');
  });

  it('clamps to min and max when a box loses focus, not while typing', async () => {
    const onChange = vi.fn();
    render(<Controlled label="Год выпуска" grouping={false} min={1990} max={2025} onChange={onChange} />);
    const [from, to] = boxes();
    await userEvent.type(from, '19');
    expect(from.value).toBe('19');
    await userEvent.type(from, '50');
    await userEvent.tab();
    expect(from.value).toBe('1990');
    expect(onChange).toHaveBeenLastCalledWith({ from: 1990 });
    await userEvent.type(to, '2077');
    await userEvent.tab();
    expect(to.value).toBe('2025');
    expect(onChange).toHaveBeenLastCalledWith({ from: 1990, to: 2025 });
  });

  it('steps with ArrowUp and ArrowDown within the limits', async () => {
    const onChange = vi.fn();
    render(<Controlled min={0} max={1000000} step={10000} initial={{ to: 990000 }} onChange={onChange} />);
    const [from, to] = boxes();
    await userEvent.click(from);
    await userEvent.keyboard('{ArrowUp}');
    expect(from.value).toBe('0');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(nb(from.value)).toBe('20 000');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(from.value).toBe('0');
    await userEvent.click(to);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(nb(to.value)).toBe('1 000 000');
    expect(onChange).toHaveBeenLastCalledWith({ from: 0, to: 1000000 });
  });

  it('allows one decimal typed with a comma or a dot when not integer', async () => {
    const onChange = vi.fn();
    render(<Controlled label="Объём двигателя" integer={false} min={0.6} max={8} onChange={onChange} />);
    const [from, to] = boxes();
    expect(from.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(from, '1.67');
    expect(from.value).toBe('1,6');
    expect(onChange).toHaveBeenLastCalledWith({ from: 1.6 });
    await userEvent.type(to, '2,5');
    expect(to.value).toBe('2,5');
    expect(onChange).toHaveBeenLastCalledWith({ from: 1.6, to: 2.5 });
    await userEvent.clear(to);
    await userEvent.type(to, '3,');
    expect(to.value).toBe('3,');
    expect(onChange).toHaveBeenLastCalledWith({ from: 1.6, to: 3 });
    await userEvent.tab();
    expect(to.value).toBe('3');
  });

  it('drops decimals in integer mode', async () => {
    render(<Controlled />);
    const [from] = boxes();
    await userEvent.type(from, '1,5');
    expect(from.value).toBe('15');
  });

  it('follows a controlled value', () => {
    render(<Controlled initial={{ from: 1, to: 2 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    const [from, to] = boxes();
    expect(nb(from.value)).toBe('3 000 000');
    expect(to.value).toBe('');
  });

  it('submits plain numbers as nameFrom and nameTo', () => {
    const { container } = render(
      <form>
        <RangeInput label="Объём" fromLabel="от" toLabel="до" integer={false} name="engine" value={{ from: 1.6 }} onChange={() => {}} />
      </form>,
    );
    const data = new FormData(container.querySelector('form') ?? undefined);
    expect(data.get('engineFrom')).toBe('1.6');
    expect(data.get('engineTo')).toBe('');
  });

  it('links description and error to both boxes and marks them invalid', () => {
    render(<Controlled description="В тенге" errorMessage="Укажите цену" />);
    const [from, to] = boxes();
    const description = screen.getByText('В тенге');
    const error = screen.getByText('Укажите цену');
    for (const box of [from, to]) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')?.split(' ')).toEqual([error.id, description.id]);
    }
  });

  it('disables both boxes', async () => {
    const onChange = vi.fn();
    render(<Controlled disabled onChange={onChange} />);
    const [from, to] = boxes();
    expect(from.disabled).toBe(true);
    expect(to.disabled).toBe(true);
    await userEvent.type(from, '5');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('rangeEdit / rangeText', () => {
  it('formats and parses', () => {
    expect(nb(rangeText(12500000, true))).toBe('12 500 000');
    expect(rangeText(1.6, false)).toBe('1,6');
    expect(rangeText(2, false)).toBe('2');
    expect(rangeText(undefined, true)).toBe('');
    expect(rangeEdit(',5', 1, false)).toEqual({ text: '0,5', value: 0.5, caret: 2 });
    expect(rangeEdit('1,,6', 2, false)).toEqual({ text: '1,6', value: 1.6, caret: 2 });
    expect(rangeEdit('', 0, true)).toEqual({ text: '', value: undefined, caret: 0 });
    expect(rangeEdit('20015', 3, true, ',', false)).toEqual({ text: '20015', value: 20015, caret: 3 });
    expect(rangeText(2015, true, ',', false)).toBe('2015');
  });
});
