import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Rating, starFill } from './Rating';

const starLabel = (n: number) => `${n} из 5`;

function fills(container: HTMLElement) {
  return Array.from(container.querySelectorAll('[data-star]')).map((star) => star.querySelector('[data-fill]')?.getAttribute('data-fill') ?? 'empty');
}

/** The <label> drawn as the star around a radio. */
function starOf(name: string): HTMLElement {
  const label = screen.getByRole('radio', { name }).closest('label');
  if (!label) throw new Error(`no label around ${name}`);
  return label;
}

function Controlled({ onChange, initial = null }: { onChange: (n: number) => void; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <Rating
      label="Ваша оценка"
      starLabel={starLabel}
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

describe('Rating (display)', () => {
  it('is one image named by its label, with halves', () => {
    render(<Rating value={4.5} label="Рейтинг 4,5 из 5" count="128 отзывов" />);
    const img = screen.getByRole('img', { name: 'Рейтинг 4,5 из 5' });
    expect(fills(img)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(screen.getByText('128 отзывов')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('rounds to the nearest half and stays within 0–5', () => {
    expect([1, 2, 3, 4, 5].map((n) => starFill(3.2, n))).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect([1, 2, 3, 4, 5].map((n) => starFill(3.3, n))).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect([1, 2, 3, 4, 5].map((n) => starFill(7, n))).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect([1, 2, 3, 4, 5].map((n) => starFill(-1, n))).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFill(Number.NaN, 1)).toBe('empty');
  });

  it('shows no stars filled for 0', () => {
    render(<Rating value={0} label="Нет оценок" />);
    expect(fills(screen.getByRole('img', { name: 'Нет оценок' }))).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('Rating (input)', () => {
  it('is a labelled group of five named radios', () => {
    render(<Controlled onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Ваша оценка' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent)).toEqual(['1 из 5', '2 из 5', '3 из 5', '4 из 5', '5 из 5']);
    expect(screen.getByRole('radio', { name: '4 из 5' })).toBeTruthy();
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  it('chooses by click and fills the stars up to the choice', async () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 из 5' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect((screen.getByRole('radio', { name: '4 из 5' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.unhover(starOf('4 из 5'));
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  // ArrowLeft / ArrowUp are asserted in the Storybook play function: happy-dom's TreeWalker.previousNode()
  // returns null for radios nested in labels, so react-aria wraps to the last star here.
  it('moves the choice with arrow keys', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={2} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '2 из 5' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect((screen.getByRole('radio', { name: '3 из 5' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3 из 5' }));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(onChange.mock.calls).toEqual([[3], [4], [5]]);
    expect((screen.getByRole('radio', { name: '5 из 5' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('is one tab stop', async () => {
    render(
      <>
        <Controlled onChange={() => undefined} initial={4} />
        <button type="button">после</button>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4 из 5' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'после' }));
  });

  it('previews the stars under the pointer', async () => {
    const { container } = render(<Controlled onChange={() => undefined} initial={1} />);
    await userEvent.hover(starOf('3 из 5'));
    expect(fills(container)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('shows the count, submits its name and can be disabled', async () => {
    const onChange = vi.fn();
    render(
      <form data-testid="form">
        <Rating label="Оценка" starLabel={starLabel} onChange={onChange} defaultValue={5} name="stars" count="12 пікір" disabled />
      </form>,
    );
    expect(screen.getByText('12 пікір')).toBeTruthy();
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '2 из 5' }));
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: '5 из 5' }) as HTMLInputElement).name).toBe('stars');
    expect((screen.getByRole('radio', { name: '5 из 5' }) as HTMLInputElement).value).toBe('5');
  });

  it('marks the group invalid with its error', () => {
    render(<Rating label="Оценка" starLabel={starLabel} onChange={() => undefined} errorMessage="Поставьте оценку" />);
    expect(screen.getByText('Поставьте оценку')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
  });
});
