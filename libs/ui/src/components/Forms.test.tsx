import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox/Checkbox';
import { MaskedInput } from './MaskedInput/MaskedInput';
import { PhoneInput } from './PhoneInput/PhoneInput';
import { PriceInput } from './PriceInput/PriceInput';
import { RadioGroup } from './RadioGroup/RadioGroup';
import { Switch } from './Switch/Switch';
import { TextArea } from './TextArea/TextArea';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('MaskedInput', () => {
  it('masks typed digits and reports raw/masked/complete', async () => {
    const onValueChange = vi.fn();
    render(<MaskedInput label="Телефон" mask="+7 (###) ###-##-##" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
    await userEvent.type(input, '7011234567');
    expect(input.value).toBe('+7 (701) 123-45-67');
    expect(onValueChange).toHaveBeenLastCalledWith({ raw: '7011234567', masked: '+7 (701) 123-45-67', complete: true });
    expect(input.selectionStart).toBe(18);
  });

  it('ignores characters that do not fit', async () => {
    render(<MaskedInput label="Код" mask="###" />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await userEvent.type(input, '1a2');
    expect(input.value).toBe('12');
  });

  it('backspace never gets stuck on literals', async () => {
    render(<MaskedInput label="Телефон" mask="+7 (###) ###-##-##" defaultValue="7011" />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('+7 (701) 1');
    await userEvent.click(input);
    input.setSelectionRange(10, 10);
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(input.value).toBe('+7 (70');
  });

  it('follows a controlled raw value', () => {
    function C() {
      const [v, setV] = useState('70');
      return (
        <>
          <MaskedInput label="Т" mask="+7 (###) ###-##-##" value={v} onValueChange={(r) => setV(r.raw)} />
          <button onClick={() => setV('7771112233')}>set</button>
        </>
      );
    }
    render(<C />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('+7 (70');
    fireEvent.click(screen.getByRole('button'));
    expect(input.value).toBe('+7 (777) 111-22-33');
  });

  it('shows the mask as placeholder by default', () => {
    render(<MaskedInput label="Дата" mask="##.##.####" />);
    expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe('__.__.____');
  });
});

describe('PhoneInput', () => {
  it('is a tel input and reports E.164 when complete', async () => {
    const onValueChange = vi.fn();
    render(<PhoneInput label="Телефон" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    await userEvent.type(input, '7011234567');
    expect(onValueChange).toHaveBeenLastCalledWith({ national: '7011234567', e164: '+77011234567', masked: '+7 (701) 123-45-67' });
  });

  it('normalises a pasted 8-prefixed number', async () => {
    render(<PhoneInput label="Телефон" />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.paste('8 701 123 45 67');
    expect(input.value).toBe('+7 (701) 123-45-67');
  });
});

describe('PriceInput', () => {
  it('groups digits while typing and reports a number', async () => {
    const onValueChange = vi.fn();
    render(<PriceInput label="Цена" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Цена' }) as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input, '12500000');
    expect(nb(input.value)).toBe('12 500 000');
    expect(onValueChange).toHaveBeenLastCalledWith(12_500_000);
    expect(screen.getByText('₸')).toBeTruthy();
  });
  it('clears to null', async () => {
    const onValueChange = vi.fn();
    render(<PriceInput label="Цена" defaultValue={5} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await userEvent.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });
  it('shows a controlled value', () => {
    render(<PriceInput label="Цена" value={1500000} />);
    expect(nb((screen.getByRole('textbox') as HTMLInputElement).value)).toBe('1 500 000');
  });
});

describe('TextArea', () => {
  it('is labelled and counts characters', async () => {
    render(<TextArea label="Описание" maxLength={100} showCount />);
    const ta = screen.getByRole('textbox', { name: 'Описание' });
    await userEvent.type(ta, 'Отличное');
    expect(screen.getByText('8 / 100')).toBeTruthy();
  });

  it('counts a controlled value, also when it is cleared from outside (a message sent)', async () => {
    function Controlled() {
      const [text, setText] = useState('');
      return (
        <>
          <TextArea label="Сообщение" maxLength={100} showCount value={text} onValueChange={setText} />
          <button type="button" onClick={() => setText('')}>Отправить</button>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'камри');
    expect(screen.getByText('5 / 100')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByText('0 / 100')).toBeTruthy();
  });
});

describe('Checkbox / Switch / RadioGroup', () => {
  it('Checkbox toggles with click and space', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Только с фото</Checkbox>);
    const cb = screen.getByRole('checkbox', { name: 'Только с фото' });
    await userEvent.click(cb);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
  it('Switch has role switch', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Уведомления</Switch>);
    await userEvent.click(screen.getByRole('switch', { name: 'Уведомления' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
  it('RadioGroup selects with arrows', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Коробка"
        defaultValue="auto"
        onChange={onChange}
        options={[
          { value: 'auto', label: 'Автомат' },
          { value: 'manual', label: 'Механика' },
        ]}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Коробка' })).toBeTruthy();
    screen.getByRole('radio', { name: 'Автомат' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('manual');
  });
});
