import { render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './Input';
import { PhoneInput } from '../PhoneInput/PhoneInput';
import { PriceInput } from '../PriceInput/PriceInput';

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

  // The page hydrates on its own schedule, not inside act(): effects run after the hydrating commit, in a later task,
  // and a field inside a Suspense boundary (every lazily loaded route) is hydrated in a pass of its own. Before
  // useUpdateEffect, a masked field's mount effect then wrote its first value ("") over the handed-over text.
  it.each([
    ['outside', false],
    ['inside a Suspense boundary', true],
  ])('keeps what was typed into the server HTML before hydration, as an edit (%s)', async (_where, suspense) => {
    function Form() {
      const [name, setName] = useState('');
      const [phone, setPhone] = useState('');
      const [price, setPrice] = useState<number | null>(null);
      const fields = (
        <>
          <Input label="Имя" value={name} onValueChange={setName} />
          <PhoneInput label="Телефон" value={phone} onValueChange={(v) => setPhone(v.national)} autoFocus />
          <PriceInput label="Цена" value={price} onValueChange={setPrice} />
          <output>{`${name}|${phone}|${price}`}</output>
        </>
      );
      return suspense ? <Suspense fallback="…">{fields}</Suspense> : fields;
    }
    const act = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.appendChild(container);
    const [name, phone, price] = container.querySelectorAll('input');
    // Typed while the scripts were still loading.
    name!.value = 'Айгүл';
    phone!.value = '7740665082';
    price!.value = '12500000';
    const root = hydrateRoot(container, <Form />);
    try {
      await vi.waitFor(() => expect(container.querySelector('output')!.textContent).toBe('Айгүл|7740665082|12500000'));
      await new Promise((resolve) => setTimeout(resolve, 50)); // and nothing after that takes it back
      expect([name!.value, phone!.value, price!.value.replace(/\s/g, ' ')]).toEqual([
        'Айгүл',
        '+7 (774) 066-50-82',
        '12 500 000',
      ]);
      expect(container.querySelector('output')!.textContent).toBe('Айгүл|7740665082|12500000');
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = act;
    }
  });
});
