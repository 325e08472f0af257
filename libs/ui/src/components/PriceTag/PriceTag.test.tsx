import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './PriceTag';

const norm = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('PriceTag', () => {
  it('formats tenge for ru and kk', () => {
    const { rerender, container } = render(<PriceTag amount={12_500_000} locale="ru" />);
    expect(norm(container.textContent)).toBe('12 500 000 ₸');
    rerender(<PriceTag amount={12_500_000} locale="kk" />);
    expect(norm(container.textContent)).toBe('12 500 000 ₸');
  });
  it('exposes the machine value', () => {
    const { container } = render(<PriceTag amount={990000} locale="ru" />);
    expect(container.querySelector('data')?.getAttribute('value')).toBe('990000');
  });
  it('shows the old price struck through with a hidden label', () => {
    render(<PriceTag amount={9_000_000} previousAmount={10_000_000} previousLabel="Старая цена" locale="ru" />);
    const s = screen.getByText(/Старая цена/).closest('s');
    expect(norm(s?.textContent)).toBe('Старая цена 10 000 000 ₸');
  });
  it('omits the old price when it equals the price', () => {
    const { container } = render(<PriceTag amount={5} previousAmount={5} locale="ru" />);
    expect(container.querySelector('s')).toBeNull();
  });
});
