import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleLocale, type SampleLocale } from '../../storybook/samples';
import { Stack } from '../Stack/Stack';
import { Rating, type RatingInputProps } from './Rating';

const ruStars = (n: number) => `${n} ${n === 1 ? 'звезда' : n < 5 ? 'звезды' : 'звёзд'}`;

const texts: Record<
  SampleLocale,
  { rating: (v: number) => string; count: string; yours: string; star: (n: number) => string; required: string; hint: string }
> = {
  ru: {
    rating: (v) => `Рейтинг ${String(v).replace('.', ',')} из 5`,
    count: '128 отзывов',
    yours: 'Ваша оценка продавцу',
    star: ruStars,
    required: 'Поставьте оценку',
    hint: 'Стрелки меняют оценку',
  },
  kk: {
    rating: (v) => `Рейтинг: 5-тен ${String(v).replace('.', ',')}`,
    count: '128 пікір',
    yours: 'Сатушыға қойған бағаңыз',
    star: (n) => `${n} жұлдыз`,
    required: 'Баға қойыңыз',
    hint: 'Бағаны көрсеткі пернелермен өзгертуге болады',
  },
};

/** Input mode with its value kept in story state. */
function RatingField(props: Omit<RatingInputProps, 'onChange'> & { onChange?: (n: number) => void }) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <Rating
      {...props}
      value={value}
      onChange={(n: number) => {
        setValue(n);
        props.onChange?.(n);
      }}
    />
  );
}

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { value: 4.5, label: texts.ru.rating(4.5), count: texts.ru.count, size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.5 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return <Rating value={4.5} label={t.rating(4.5)} count={t.count} size={args.size} />;
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /4,5/ });
    await expect(img).toBeVisible();
    const fills = Array.from(img.querySelectorAll('[data-star]')).map((s) => s.querySelector('[data-fill]')?.getAttribute('data-fill') ?? 'empty');
    await expect(fills).toEqual(['full', 'full', 'full', 'full', 'half']);
  },
};

/** Display mode with controls: drag the value (halves) and switch the size. */
export const Playground: Story = {
  render: (args) => <Rating value={args.value ?? 0} label={texts.ru.rating(args.value ?? 0)} count={args.count} size={args.size} />,
};

export const Values: Story = {
  render: (_args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return (
      <Stack space="2">
        {[0, 0.5, 2, 3.5, 4.3, 5].map((v) => (
          <Rating key={v} value={v} label={t.rating(Math.round(v * 2) / 2)} />
        ))}
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img');
    await expect(images).toHaveLength(6);
    await expect(images[4]).toHaveAccessibleName(/4,5/);
  },
};

export const Sizes: Story = {
  render: (_args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return (
      <Stack space="3">
        <Rating value={4.5} label={t.rating(4.5)} count={t.count} size="sm" />
        <Rating value={4.5} label={t.rating(4.5)} count={t.count} size="md" />
      </Stack>
    );
  },
};

export const Input: Story = {
  args: { label: texts.ru.yours, starLabel: texts.ru.star, onChange: fn() },
  render: (args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return <RatingField label={t.yours} starLabel={t.star} onChange={args.onChange} size={args.size} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toBeVisible();
    const four = canvas.getByRole('radio', { name: /^4/ });
    const label = four.closest('label');
    await expect(label).not.toBeNull();
    if (label) await userEvent.click(label);
    await expect(four).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getAllByRole('radio')[2]).toBeChecked());
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getAllByRole('radio')[4]).toBeChecked();
    await expect(canvas.getAllByRole('radio')[4]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

export const InputKeyboard: Story = {
  args: { label: texts.ru.yours, starLabel: texts.ru.star, onChange: fn() },
  render: (args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return <RatingField label={t.yours} starLabel={t.star} onChange={args.onChange} value={2} description={t.hint} />;
  },
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(radios[0]).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radios[4]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

export const InputWithCount: Story = {
  render: (_args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return <RatingField label={t.yours} starLabel={t.star} value={4} count={t.count} size="sm" />;
  },
};

export const InputInvalid: Story = {
  render: (_args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return <RatingField label={t.yours} starLabel={t.star} required errorMessage={t.required} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Поставьте оценку|Баға қойыңыз/)).toBeVisible();
  },
};

export const InputDisabled: Story = {
  render: (_args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return <RatingField label={t.yours} starLabel={t.star} value={3} disabled />;
  },
};

export const Kazakh: Story = {
  render: () => (
    <Stack space="4">
      <Rating value={3.5} label={texts.kk.rating(3.5)} count={texts.kk.count} />
      <RatingField label={texts.kk.yours} starLabel={texts.kk.star} value={5} />
    </Stack>
  ),
};
