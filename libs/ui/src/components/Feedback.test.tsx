import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState/EmptyState';
import { ErrorState } from './ErrorState/ErrorState';
import { ProgressBar } from './ProgressBar/ProgressBar';
import { Skeleton } from './Skeleton/Skeleton';
import { Spinner } from './Spinner/Spinner';

describe('Spinner', () => {
  it('is a status with a label', () => {
    render(<Spinner label="Загрузка" />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка');
  });
  it('is decorative without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive tech and reserves aspect ratio', () => {
    const { container } = render(<Skeleton aspectRatio="4 / 3" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.style.aspectRatio).toBe('4 / 3');
  });
  it('renders N text lines', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
  });
});

describe('ProgressBar', () => {
  it('appears after the delay, then completes and disappears', () => {
    vi.useFakeTimers();
    const { rerender } = render(<ProgressBar active label="Загрузка страницы" delay={100} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(120));
    const bar = screen.getByRole('progressbar', { name: 'Загрузка страницы' });
    expect(bar.getAttribute('data-state')).toBe('loading');
    rerender(<ProgressBar active={false} label="Загрузка страницы" delay={100} />);
    expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe('done');
    act(() => vi.advanceTimersByTime(700));
    expect(screen.queryByRole('progressbar')).toBeNull();
    vi.useRealTimers();
  });
  it('never shows for navigations faster than the delay', () => {
    vi.useFakeTimers();
    const { rerender } = render(<ProgressBar active label="x" delay={200} />);
    act(() => vi.advanceTimersByTime(50));
    rerender(<ProgressBar active={false} label="x" delay={200} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    vi.useRealTimers();
  });
  it('shows determinate values', () => {
    render(<ProgressBar value={0.42} label="Загрузка фото" placement="inline" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
  });
});

describe('EmptyState', () => {
  it('renders heading, description and actions', () => {
    render(<EmptyState title="Ничего не найдено" description="Измените фильтры" actions={<button>Сбросить</button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ничего не найдено' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сбросить' })).toBeTruthy();
  });
});

describe('ErrorState', () => {
  it('is an alert with a retry button using the given label', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Не удалось загрузить" retryLabel="Повторить" onRetry={onRetry} detail="id: abc" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('id: abc')).toBeTruthy();
  });
  it('has no retry button without a label', () => {
    render(<ErrorState title="Ошибка" onRetry={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
