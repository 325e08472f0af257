import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { carPhoto, sampleLocale, type SampleLocale } from '../../storybook/samples';
import { FileDrop, type FileDropItem, type FileDropProps } from './FileDrop';

const MB = 1024 * 1024;

type Texts = Pick<
  FileDropProps,
  | 'label'
  | 'description'
  | 'rejectMessages'
  | 'coverLabel'
  | 'removeLabel'
  | 'moveLabels'
  | 'retryLabel'
  | 'pickLabel'
  | 'dropLabel'
  | 'listLabel'
  | 'progressLabel'
> & { required: string; failed: string };

const texts: Record<SampleLocale, Texts> = {
  ru: {
    label: 'Фотографии',
    description: 'JPEG, PNG, WebP или HEIC, до 15 МБ, не больше 30 фото. Первое фото — обложка объявления.',
    rejectMessages: {
      type: (name) => `«${name}»: такой формат не подходит`,
      size: (name) => `«${name}»: файл больше 15 МБ`,
      count: (max) => `Можно добавить не больше ${max} фото`,
    },
    coverLabel: 'Обложка',
    removeLabel: (name) => `Удалить ${name}`,
    moveLabels: { earlier: (name) => `Переместить ${name} раньше`, later: (name) => `Переместить ${name} позже` },
    retryLabel: 'Повторить',
    pickLabel: 'Выбрать фото',
    dropLabel: 'или перетащите сюда',
    listLabel: 'Добавленные фото',
    progressLabel: (name) => `Загрузка ${name}`,
    required: 'Добавьте хотя бы одно фото',
    failed: 'Не удалось загрузить',
  },
  kk: {
    label: 'Фотосуреттер',
    description: 'JPEG, PNG, WebP немесе HEIC, 15 МБ-қа дейін, 30 фотодан аспайды. Бірінші фото — хабарландырудың мұқабасы.',
    rejectMessages: {
      type: (name) => `«${name}»: бұл формат жарамайды`,
      size: (name) => `«${name}»: файл 15 МБ-тан үлкен`,
      count: (max) => `${max} фотодан артық қосуға болмайды`,
    },
    coverLabel: 'Мұқаба',
    removeLabel: (name) => `${name} жою`,
    moveLabels: { earlier: (name) => `${name} алдыға жылжыту`, later: (name) => `${name} артқа жылжыту` },
    retryLabel: 'Қайталау',
    pickLabel: 'Фото таңдау',
    dropLabel: 'немесе осында сүйреп әкеліңіз',
    listLabel: 'Қосылған фотолар',
    progressLabel: (name) => `${name} жүктелуде`,
    required: 'Кемінде бір фото қосыңыз',
    failed: 'Жүктеу мүмкін болмады',
  },
};

const { required: _required, failed: _failed, ...ruProps } = texts.ru;

/** Generated SVG photos (no network). */
const front: FileDropItem = { id: 'front', name: 'camry-front.jpg', src: carPhoto(195, 'Front') };
const side: FileDropItem = { id: 'side', name: 'camry-side.jpg', src: carPhoto(30, 'Side') };
const back: FileDropItem = { id: 'back', name: 'camry-back.jpg', src: carPhoto(140, 'Back') };
const photos: FileDropItem[] = [
  front,
  side,
  back,
  { id: 'salon', name: 'camry-salon.jpg', src: carPhoto(280, 'Salon') },
  { id: 'engine', name: 'camry-engine.jpg', src: carPhoto(350, 'Engine') },
];

function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** A tiny real PNG made in the browser, for play functions. */
async function pngFile(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 6;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = 'teal';
    ctx.fillRect(0, 0, 8, 6);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

/** Keeps the list like the posting form does, with fake uploads (every 5th one fails until retried). */
function usePhotos(initial: FileDropItem[]) {
  const [items, setItems] = useState(initial);
  const timers = useRef(new Set<ReturnType<typeof setInterval>>());
  const count = useRef(0);
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearInterval(t));
  }, []);

  const upload = (id: string, fail: boolean) => {
    const timer = setInterval(() => {
      setItems((list) =>
        list.map((item) => {
          if (item.id !== id) return item;
          const progress = Math.min(1, (item.progress ?? 0) + 0.2);
          if (fail && progress >= 0.6) {
            clearInterval(timer);
            timers.current.delete(timer);
            return { ...item, progress, error: 'failed' };
          }
          if (progress >= 1) {
            clearInterval(timer);
            timers.current.delete(timer);
          }
          return { ...item, progress };
        }),
      );
    }, 400);
    timers.current.add(timer);
  };

  return {
    items,
    onAdd: (files: File[]) => {
      const added = files.map((file) => {
        count.current += 1;
        return { id: `${file.name}-${count.current}`, name: file.name, src: URL.createObjectURL(file), progress: 0, fail: count.current % 5 === 0 };
      });
      setItems((list) => [...list, ...added.map(({ fail: _fail, ...item }) => item)]);
      added.forEach((item) => upload(item.id, item.fail));
    },
    onRemove: (id: string) => setItems((list) => list.filter((item) => item.id !== id)),
    onReorder: (ids: string[]) =>
      setItems((list) => ids.map((id) => list.find((item) => item.id === id)).filter((item): item is FileDropItem => !!item)),
    onRetry: (id: string) => {
      setItems((list) => list.map((item) => (item.id === id ? { ...item, progress: 0, error: undefined } : item)));
      upload(id, false);
    },
  };
}

const meta = {
  title: 'Components/FileDrop',
  component: FileDrop,
  args: {
    ...ruProps,
    accept: 'image/jpeg,image/png,image/webp,image/heic',
    maxFiles: 30,
    maxSize: 15 * MB,
    items: photos.slice(0, 3),
    onAdd: fn(),
    onRemove: fn(),
    onReorder: fn(),
    onRetry: fn(),
  },
  argTypes: {
    items: { control: 'object' },
    rejectMessages: { control: false },
    removeLabel: { control: false },
    moveLabels: { control: false },
    progressLabel: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Working example: pick or drop photos, watch them upload, reorder, remove. Texts follow the Locale toolbar. */
export const Default: Story = {
  render: (args, { globals }) => {
    const { required: _r, failed, ...t } = texts[sampleLocale(globals)];
    const photosState = usePhotos(photos.slice(0, 2));
    const items = photosState.items.map((item) => (item.error ? { ...item, error: failed } : item));
    return <FileDrop {...args} {...t} {...photosState} items={items} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [await pngFile('new-photo.png'), new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' })]);
    await expect(await canvas.findByRole('img', { name: 'new-photo.png' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('passport.pdf');
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: /new-photo\.png/ })).toHaveAttribute('aria-valuenow'));
  },
};

export const Playground: Story = {};

/** The first photo is the cover. "Earlier"/"later" buttons (and drag and drop) reorder; onReorder gets the new ids. */
export const Reorder: Story = {
  args: { items: photos },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: ruProps.listLabel });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(ruProps.coverLabel);
    await userEvent.click(canvas.getByRole('button', { name: 'Переместить camry-front.jpg позже' }));
    await expect(args.onReorder).toHaveBeenCalledWith(['side', 'front', 'back', 'salon', 'engine']);
    await expect(canvas.getByRole('button', { name: 'Переместить camry-front.jpg раньше' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить camry-back.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('back');
  },
};

/** Live reordering with the keyboard: focus stays on the moved photo's button. */
export const KeyboardReorder: Story = {
  render: (args) => {
    const state = usePhotos(photos.slice(0, 4));
    return <FileDrop {...args} {...state} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Переместить camry-front.jpg позже' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    const names = within(canvas.getByRole('list')).getAllByRole('img').map((img) => img.getAttribute('alt'));
    await expect(names).toEqual(['camry-side.jpg', 'camry-back.jpg', 'camry-front.jpg', 'camry-salon.jpg']);
    await expect(canvas.getByRole('button', { name: 'Переместить camry-front.jpg позже' })).toHaveFocus();
  },
};

/** Upload progress bars (role="progressbar" with aria-valuenow) while progress < 1. */
export const Uploading: Story = {
  args: {
    items: [
      { ...front, progress: 1 },
      { ...side, progress: 0.35 },
      { ...back, progress: 0.8 },
    ],
  },
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar');
    await expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['35', '80']);
  },
};

/** A failed upload shows its error and a retry button. */
export const UploadError: Story = {
  args: { items: [front, { ...side, progress: 0.6, error: texts.ru.failed }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.ru.failed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ruProps.retryLabel }));
    await expect(args.onRetry).toHaveBeenCalledWith('side');
  },
};

/** Wrong type, too large, and too many: the reasons are listed in an alert, the rest reach onAdd. */
export const Rejections: Story = {
  args: { items: photos.slice(0, 3), maxFiles: 4 },
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    const good = await pngFile('good.png');
    const huge = await pngFile('huge.png');
    Object.defineProperty(huge, 'size', { value: 16 * MB });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [new File(['x'], 'notes.txt', { type: 'text/plain' }), huge, good, await pngFile('extra.png')]);
    await expect(args.onAdd).toHaveBeenCalledWith([good]);
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '«notes.txt»: такой формат не подходит',
      '«huge.png»: файл больше 15 МБ',
      'Можно добавить не больше 4 фото',
    ]);
  },
};

export const Empty: Story = { args: { items: [] } };
export const Invalid: Story = { args: { items: [], errorMessage: texts.ru.required } };
export const Disabled: Story = { args: { disabled: true } };

export const Kazakh: Story = {
  args: (() => {
    const { required, failed, ...kk } = texts.kk;
    return { ...kk, errorMessage: required, items: [front, { ...side, progress: 0.4 }, { ...back, error: failed }] };
  })(),
};
