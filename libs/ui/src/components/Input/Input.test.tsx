import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './Input';
import { MaskedInput } from '../MaskedInput/MaskedInput';

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

  it('keeps what was typed into the server HTML before hydration, as an edit', async () => {
    function Form() {
      const [name, setName] = useState('');
      const [phone, setPhone] = useState('');
      return (
        <>
          <Input label="Имя" value={name} onValueChange={setName} />
          <MaskedInput label="Телефон" mask="+7 (###) ###-##-##" value={phone} onValueChange={(v) => setPhone(v.raw)} />
          <output>{`${name}|${phone}`}</output>
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.appendChild(container);
    const [name, phone] = container.querySelectorAll('input');
    // Typed while the scripts were still loading.
    name!.value = 'Айгүл';
    phone!.value = '7011234567';
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(name!.value).toBe('Айгүл');
    expect(phone!.value).toBe('+7 (701) 123-45-67');
    expect(container.querySelector('output')!.textContent).toBe('Айгүл|7011234567');
    container.remove();
  });
});
