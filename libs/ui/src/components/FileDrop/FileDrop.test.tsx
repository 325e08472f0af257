import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop, type FileDropItem, type FileDropProps } from './FileDrop';

const MB = 1024 * 1024;

function nth<T>(list: ReadonlyArray<T>, index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`nothing at ${index}`);
  return value;
}

const texts = {
  label: 'Фотографии',
  description: 'JPEG, PNG, WebP или HEIC, до 15 МБ',
  rejectMessages: {
    type: (name: string) => `${name}: неподходящий формат`,
    size: (name: string) => `${name}: больше 15 МБ`,
    count: (max: number) => `Не больше ${max} фото`,
  },
  coverLabel: 'Обложка',
  removeLabel: (name: string) => `Удалить ${name}`,
  moveLabels: { earlier: (name: string) => `${name}: раньше`, later: (name: string) => `${name}: позже` },
  retryLabel: 'Повторить',
  pickLabel: 'Выбрать фото',
  dropLabel: 'или перетащите сюда',
  listLabel: 'Загруженные фото',
  progressLabel: (name: string) => `Загрузка ${name}`,
};

const pic = (id: string, extra: Partial<FileDropItem> = {}): FileDropItem => ({ id, src: `data:image/svg+xml,${id}`, name: `${id}.jpg`, ...extra });

function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

type Handlers = Pick<FileDropProps, 'onAdd' | 'onRemove' | 'onReorder' | 'onRetry'>;

function setup(items: FileDropItem[], extra: Partial<FileDropProps> = {}) {
  const handlers = {
    onAdd: vi.fn<(files: File[]) => void>(),
    onRemove: vi.fn<(id: string) => void>(),
    onReorder: vi.fn<(ids: string[]) => void>(),
    onRetry: vi.fn<(id: string) => void>(),
  } satisfies Handlers;
  const utils = render(
    <FileDrop
      {...texts}
      accept="image/jpeg,image/png,image/webp,image/heic"
      maxFiles={30}
      maxSize={15 * MB}
      items={items}
      {...handlers}
      {...extra}
    />,
  );
  const input = utils.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { ...utils, ...handlers, input };
}

/** Keeps the list in state, like the posting form does. */
function Controlled({ initial, onReorder }: { initial: FileDropItem[]; onReorder: (ids: string[]) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <FileDrop
      {...texts}
      items={items}
      onAdd={() => undefined}
      onRemove={(id) => setItems((list) => list.filter((i) => i.id !== id))}
      onReorder={(ids) => {
        onReorder(ids);
        setItems((list) => ids.flatMap((id) => list.filter((i) => i.id === id)));
      }}
    />
  );
}

const names = () => within(screen.getByRole('list', { name: texts.listLabel })).getAllByRole('img').map((img) => img.getAttribute('alt'));

describe('FileDrop', () => {
  it('has a real multiple file input behind the pick button, with the accepted types', async () => {
    const { input } = setup([]);
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/heic');
    screen.getByRole('group', { name: texts.label });
    screen.getByRole('button', { name: texts.pickLabel });
    const clicked = vi.fn();
    input.addEventListener('click', clicked);
    await userEvent.click(screen.getByRole('button', { name: texts.pickLabel }));
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('rejects a wrong type and an oversize file with messages in an alert, and adds only the good files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onAdd } = setup([]);
    const good = file('camry.jpg', 'image/jpeg', 2 * MB);
    const heic = file('IMG_0001.HEIC', '', 3 * MB); // some browsers give HEIC no MIME type
    await user.upload(input, [good, file('passport.pdf', 'application/pdf'), file('huge.png', 'image/png', 16 * MB), heic]);
    expect(onAdd).toHaveBeenCalledTimes(1);
    const added = nth(onAdd.mock.calls, 0)[0];
    expect(added).toHaveLength(2);
    expect(added[0]).toBe(good);
    expect(added[1]).toBe(heic);
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'passport.pdf: неподходящий формат',
      'huge.png: больше 15 МБ',
    ]);
  });

  it('turns away files beyond maxFiles with the count message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const items = Array.from({ length: 28 }, (_, i) => pic(`p${i}`));
    const { input, onAdd } = setup(items);
    const a = file('a.jpg', 'image/jpeg');
    const b = file('b.png', 'image/png');
    await user.upload(input, [a, b, file('c.webp', 'image/webp'), file('d.jpg', 'image/jpeg')]);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(nth(onAdd.mock.calls, 0)[0].map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(within(screen.getByRole('alert')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Не больше 30 фото']);
  });

  it('does not call onAdd when every file is rejected, and clears old messages on the next pick', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onAdd } = setup([]);
    await user.upload(input, [file('song.mp3', 'audio/mpeg')]);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('song.mp3: неподходящий формат');
    await user.upload(input, [file('ok.webp', 'image/webp')]);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('marks the first photo as the cover and shows previews in a labelled list', () => {
    setup([pic('a'), pic('b'), pic('c')]);
    const list = screen.getByRole('list', { name: texts.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(nth(items, 0)).queryByText(texts.coverLabel)).not.toBeNull();
    expect(within(nth(items, 1)).queryByText(texts.coverLabel)).toBeNull();
    expect(names()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('"move later" and "move earlier" call onReorder with the new order; the ends are disabled', async () => {
    const { onReorder } = setup([pic('a'), pic('b'), pic('c')]);
    await userEvent.click(screen.getByRole('button', { name: 'a.jpg: позже' }));
    expect(onReorder).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    await userEvent.click(screen.getByRole('button', { name: 'c.jpg: раньше' }));
    expect(onReorder).toHaveBeenLastCalledWith(['a', 'c', 'b']);
    expect((screen.getByRole('button', { name: 'a.jpg: раньше' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'c.jpg: позже' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves by keyboard and keeps focus on the moved photo', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Controlled initial={[pic('a'), pic('b'), pic('c')]} onReorder={onReorder} />);
    screen.getByRole('button', { name: 'a.jpg: позже' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'a.jpg: позже' }));
    await user.keyboard(' ');
    expect(onReorder).toHaveBeenLastCalledWith(['b', 'c', 'a']);
    // "later" is now disabled on the last photo: focus moves to its "earlier" button
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'a.jpg: раньше' }));
  });

  it('does not pull focus back once the user has moved on', async () => {
    const { onReorder, rerender } = setup([pic('a'), pic('b')]);
    await userEvent.click(screen.getByRole('button', { name: 'a.jpg: позже' }));
    expect(onReorder).toHaveBeenCalledWith(['b', 'a']);
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    rerender(<FileDrop {...texts} items={[pic('b'), pic('a')]} onAdd={vi.fn()} onRemove={vi.fn()} onReorder={onReorder} />);
    expect(names()).toEqual(['b.jpg', 'a.jpg']);
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it('removes a photo and puts focus on the next one', async () => {
    const onReorder = vi.fn();
    render(<Controlled initial={[pic('a'), pic('b'), pic('c')]} onReorder={onReorder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить b.jpg' }));
    expect(names()).toEqual(['a.jpg', 'c.jpg']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Удалить c.jpg' }));
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('calls onRemove with the id', async () => {
    const { onRemove } = setup([pic('a'), pic('b')]);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить b.jpg' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('shows a progress bar with its value while uploading, none when done or failed', () => {
    setup([pic('a', { progress: 0.25 }), pic('b', { progress: 0.5 }), pic('c', { progress: 1 }), pic('d'), pic('e', { progress: 0.3, error: 'Сеть' })]);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')])).toEqual([
      ['Загрузка a.jpg', '25'],
      ['Загрузка b.jpg', '50'],
    ]);
    expect(nth(bars, 0).getAttribute('aria-valuemin')).toBe('0');
    expect(nth(bars, 0).getAttribute('aria-valuemax')).toBe('100');
  });

  it('shows an upload error with a retry button', async () => {
    const { onRetry } = setup([pic('a'), pic('b', { error: 'Не удалось загрузить' })]);
    const retry = screen.getByRole('button', { name: texts.retryLabel, description: 'Не удалось загрузить' });
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledWith('b');
  });

  it('reorders by dragging one preview onto another', () => {
    const { onReorder } = setup([pic('a'), pic('b'), pic('c')]);
    const items = within(screen.getByRole('list', { name: texts.listLabel })).getAllByRole('listitem');
    const dataTransfer = { setData: vi.fn(), getData: vi.fn(), types: [], files: [], effectAllowed: '', dropEffect: '' };
    expect(nth(items, 0).getAttribute('draggable')).toBe('true');
    fireEvent.dragStart(nth(items, 0), { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith('application/x-jolda-photo', 'a');
    fireEvent.dragOver(nth(items, 2), { dataTransfer });
    expect(nth(items, 2).getAttribute('data-drop')).toBe('after'); // happy-dom has no layout: the pointer is past the middle
    fireEvent.drop(nth(items, 2), { dataTransfer });
    expect(onReorder).toHaveBeenCalledWith(['b', 'c', 'a']);
  });

  it('adds files dropped onto the drop zone', async () => {
    const { onAdd } = setup([]);
    const zone = screen.getByText(texts.dropLabel).parentElement;
    if (!zone) throw new Error('no drop zone');
    const good = file('a.png', 'image/png');
    const bad = file('b.gif', 'image/gif');
    const items = [good, bad].map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f, webkitGetAsEntry: () => ({ isFile: true }) }));
    const dataTransfer = { types: ['Files'], items, files: [good, bad], dropEffect: 'none', effectAllowed: 'all', getData: () => '' };
    await act(async () => {
      fireEvent.dragEnter(zone, { dataTransfer, clientX: 1, clientY: 1 });
      fireEvent.dragOver(zone, { dataTransfer, clientX: 1, clientY: 1 });
      fireEvent.drop(zone, { dataTransfer, clientX: 1, clientY: 1 });
    });
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith([good]));
    expect(screen.getByRole('alert').textContent).toBe('b.gif: неподходящий формат');
  });
});
