import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaskedInput } from './MaskedInput';

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('MaskedInput presets', () => {
  it('phone: tel keyboard and autofill, typing, and every paste form gives the same number', async () => {
    const onValueChange = vi.fn();
    render(<MaskedInput label="Телефон" preset="phone" onValueChange={onValueChange} />);
    const input = textbox('Телефон');
    expect(input.type).toBe('tel');
    expect(input.inputMode).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    expect(input.placeholder).toBe('+7 (___) ___-__-__');

    await userEvent.type(input, '7011234567');
    expect(input.value).toBe('+7 (701) 123-45-67');
    expect(onValueChange).toHaveBeenLastCalledWith({ raw: '7011234567', masked: '+7 (701) 123-45-67', complete: true });

    for (const text of ['87011234567', '+7 701 123 45 67', '7011234567']) {
      await userEvent.clear(input);
      expect(input.value).toBe('');
      await userEvent.paste(text);
      expect(input.value, text).toBe('+7 (701) 123-45-67');
      expect(input.selectionStart, text).toBe(18);
    }
  });

  it('phone: an autofilled 8-prefixed number is normalised too', () => {
    render(<MaskedInput label="Телефон" preset="phone" />);
    const input = textbox('Телефон');
    fireEvent.change(input, { target: { value: '87011234567' } });
    expect(input.value).toBe('+7 (701) 123-45-67');
  });

  it('phone: backspace after ") " deletes the digit before the bracket', async () => {
    render(<MaskedInput label="Телефон" preset="phone" defaultValue="7011" />);
    const input = textbox('Телефон');
    await userEvent.click(input);
    input.setSelectionRange(9, 9);
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('+7 (701');
    expect(input.selectionStart).toBe(6);
  });

  it('plate: uppercases, maps Cyrillic look-alikes, refuses other letters and reports validity', async () => {
    const onValueChange = vi.fn();
    render(<MaskedInput label="Госномер" preset="plate" onValueChange={onValueChange} />);
    const input = textbox('Госномер');
    expect(input.getAttribute('autocapitalize')).toBe('characters');
    await userEvent.type(input, '123ажв');
    expect(input.value).toBe('123 AB');
    await userEvent.type(input, 'с02');
    expect(input.value).toBe('123 ABC 02');
    expect(onValueChange).toHaveBeenLastCalledWith({ raw: '123ABC02', masked: '123 ABC 02', complete: true, valid: true });

    await userEvent.keyboard('{Backspace}1');
    expect(input.value).toBe('123 ABC 01');
    await userEvent.keyboard('{Backspace}{Backspace}21');
    expect(input.value).toBe('123 ABC 21');
    expect(onValueChange).toHaveBeenLastCalledWith({ raw: '123ABC21', masked: '123 ABC 21', complete: true, valid: false });
  });

  it('plate: paste in lower case and Cyrillic', async () => {
    render(<MaskedInput label="Госномер" preset="plate" />);
    const input = textbox('Госномер');
    await userEvent.click(input);
    await userEvent.paste('777 кмн 17');
    expect(input.value).toBe('777 KMH 17');
  });

  it('plate: a controlled raw value is shown filtered', () => {
    render(<MaskedInput label="Госномер" preset="plate" value="123abc02" />);
    expect(textbox('Госномер').value).toBe('123 ABC 02');
  });

  it('vin: uppercases, refuses I, O and Q, keeps the caret', async () => {
    const onValueChange = vi.fn();
    render(<MaskedInput label="VIN" preset="vin" onValueChange={onValueChange} />);
    const input = textbox('VIN');
    await userEvent.type(input, 'jtnO');
    expect(input.value).toBe('JTN');
    expect(input.selectionStart).toBe(3);
    await userEvent.type(input, 'be46k373012345');
    expect(input.value).toBe('JTNBE46K373012345');
    // no validator: the check digit is only a warning, so `valid` is not reported
    expect(onValueChange).toHaveBeenLastCalledWith({ raw: 'JTNBE46K373012345', masked: 'JTNBE46K373012345', complete: true });
  });

  it('vin: paste drops spaces and refused letters', async () => {
    render(<MaskedInput label="VIN" preset="vin" />);
    const input = textbox('VIN');
    await userEvent.click(input);
    await userEvent.paste('1m8 gdm9a-xkp042788');
    expect(input.value).toBe('1M8GDM9AXKP042788');
  });

  it('iin: numeric keyboard, grouped, backspace over the space, validity', async () => {
    const onValueChange = vi.fn();
    render(<MaskedInput label="ИИН" preset="iin" onValueChange={onValueChange} />);
    const input = textbox('ИИН');
    expect(input.inputMode).toBe('numeric');
    await userEvent.type(input, '9001013');
    expect(input.value).toBe('900101 3');
    input.setSelectionRange(7, 7);
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('900103');
    expect(input.selectionStart).toBe(5);
    expect(onValueChange).toHaveBeenLastCalledWith({ raw: '900103', masked: '900103', complete: false, valid: false });
  });

  it('iin: reports valid for a correct number and invalid for a wrong control digit', async () => {
    // 900101300123 → weights 1..11 over 90010130012: 9+0+0+4+0+6+21+0+0+10+22 = 72, 72 mod 11 = 6
    const onValueChange = vi.fn();
    render(<MaskedInput label="ИИН" preset="iin" onValueChange={onValueChange} />);
    const input = textbox('ИИН');
    await userEvent.click(input);
    await userEvent.paste('900101300126');
    expect(input.value).toBe('900101 300126');
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ raw: '900101300126', valid: true }));
    await userEvent.keyboard('{Backspace}5');
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ raw: '900101300125', complete: true, valid: false }));
  });

  it('an explicit mask overrides the preset mask, keeping its validator', async () => {
    const onValueChange = vi.fn();
    render(<MaskedInput label="ИИН" preset="iin" mask="############" onValueChange={onValueChange} />);
    const input = textbox('ИИН');
    await userEvent.type(input, '900101300126');
    expect(input.value).toBe('900101300126');
    expect(onValueChange).toHaveBeenLastCalledWith({ raw: '900101300126', masked: '900101300126', complete: true, valid: true });
  });

  it('takes a preset object and an acceptChar prop', async () => {
    render(
      <>
        <MaskedInput label="Код" preset={{ mask: '@@-##', acceptChar: (c) => c.toUpperCase(), inputProps: { inputMode: 'text', autoComplete: 'off' } }} />
        <MaskedInput label="Серия" mask="@@@" acceptChar={(c) => (/[a-z]/i.test(c) ? c.toLowerCase() : null)} />
      </>,
    );
    await userEvent.type(textbox('Код'), 'ab12');
    expect(textbox('Код').value).toBe('AB-12');
    await userEvent.type(textbox('Серия'), 'XжY');
    expect(textbox('Серия').value).toBe('xy');
  });

  it('own props win over preset input attributes', () => {
    render(<MaskedInput label="Телефон" preset="phone" autoComplete="off" placeholder="+7" />);
    const input = textbox('Телефон');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.placeholder).toBe('+7');
  });

  it('follows a controlled value with a preset', () => {
    function C() {
      const [v, setV] = useState('');
      return (
        <>
          <MaskedInput label="VIN" preset="vin" value={v} onValueChange={(r) => setV(r.raw)} />
          <button onClick={() => setV('xta21')}>set</button>
        </>
      );
    }
    render(<C />);
    fireEvent.click(screen.getByRole('button'));
    expect(textbox('VIN').value).toBe('XTA21');
  });
});
