import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button/Button';
import { BottomSheet, Dialog, Drawer } from './Dialog/Dialog';
import { createToastQueue } from './Toast/toast-queue';
import { ToastRegion } from './Toast/Toast';

function DialogHarness({ kind }: { kind: 'dialog' | 'drawer' | 'sheet' }) {
  const [open, setOpen] = useState(false);
  const C = kind === 'dialog' ? Dialog : kind === 'drawer' ? Drawer : BottomSheet;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Открыть</Button>
      <C open={open} onOpenChange={setOpen} title="Фильтры" closeLabel="Закрыть" footer={<Button onClick={() => setOpen(false)}>Готово</Button>}>
        <input aria-label="Марка" />
      </C>
    </>
  );
}

describe.each(['dialog', 'drawer', 'sheet'] as const)('%s', (kind) => {
  it('opens as a labelled modal dialog and closes with the close button and Escape', async () => {
    render(<DialogHarness kind={kind} />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Dialog', () => {
  it('supports alertdialog', async () => {
    render(<Dialog open onOpenChange={() => {}} title="Удалить?" closeLabel="Закрыть" alert />);
    expect(await screen.findByRole('alertdialog', { name: 'Удалить?' })).toBeTruthy();
  });
});

describe('Toast', () => {
  it('queue adds, caps, auto-dismisses and closes', () => {
    vi.useFakeTimers();
    const q = createToastQueue(2);
    const listener = vi.fn();
    q.subscribe(listener);
    q.add({ title: 'a', timeout: 0 });
    q.add({ title: 'b', timeout: 1000 });
    q.add({ title: 'c', timeout: 0 });
    expect(q.getSnapshot().map((t) => t.title)).toEqual(['b', 'c']);
    vi.advanceTimersByTime(1100);
    expect(q.getSnapshot().map((t) => t.title)).toEqual(['c']);
    q.clear();
    expect(q.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('region renders toasts with roles and close/action buttons', async () => {
    const q = createToastQueue();
    const onAction = vi.fn();
    render(<ToastRegion queue={q} label="Уведомления" closeLabel="Закрыть" />);
    act(() => {
      q.add({ title: 'Сохранено', tone: 'success', timeout: 0, action: { label: 'Отменить', onAction } });
      q.add({ title: 'Ошибка сети', tone: 'danger', timeout: 0 });
    });
    expect(screen.getByRole('region', { name: 'Уведомления' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Сохранено');
    expect(screen.getByRole('alert').textContent).toContain('Ошибка сети');
    await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(onAction).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
