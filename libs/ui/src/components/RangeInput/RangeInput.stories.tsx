import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sample, sampleLocale } from '../../storybook/samples';
import { RangeInput, type RangeInputProps, type RangeValue } from './RangeInput';

const texts = {
  ru: {
    from: 'от',
    to: 'до',
    year: 'Год выпуска',
    mileage: 'Пробег',
    engine: 'Объём двигателя',
    litre: 'л',
    swapped: 'Значение «от» больше, чем «до»',
    yearHint: 'С 1990 по 2025 год',
    engineHint: 'Например, 1,6 или 2.5',
  },
  kk: {
    from: 'бастап',
    to: 'дейін',
    year: 'Шығарылған жылы',
    mileage: 'Жүрісі',
    engine: 'Қозғалтқыш көлемі',
    litre: 'л',
    swapped: '«Бастап» мәні «дейін» мәнінен үлкен',
    yearHint: '1990 жылдан 2025 жылға дейін',
    engineHint: 'Мысалы, 1,6 немесе 2.5',
  },
} as const;

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

/** The "from" and "to" boxes. */
function pair(boxes: HTMLElement[]): [HTMLInputElement, HTMLInputElement] {
  const [from, to] = boxes;
  if (!(from instanceof HTMLInputElement) || !(to instanceof HTMLInputElement)) throw new Error('expected two text boxes');
  return [from, to];
}

/** Keeps the value in story state and reports every change to the Actions panel. */
function Stateful(props: RangeInputProps) {
  const [value, setValue] = useState<RangeValue>(props.value);
  return (
    <RangeInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/RangeInput',
  component: RangeInput,
  args: { label: 'Цена', fromLabel: texts.ru.from, toLabel: texts.ru.to, unit: '₸', value: {}, onChange: fn(), locale: 'ru' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['ru', 'kk'] },
    integer: { control: 'boolean' },
    value: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
  // a new value from the Controls panel starts the story state over
  render: (args) => <Stateful key={JSON.stringify(args.value)} {...args} />,
} satisfies Meta<typeof RangeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return <Stateful {...args} label={sample(globals).price} fromLabel={t.from} toLabel={t.to} locale={sampleLocale(globals)} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [from, to] = pair(canvas.getAllByRole('textbox'));
    await userEvent.type(from, '12500000');
    await expect(nb(from.value)).toBe('12 500 000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: 12500000 });
    await userEvent.type(to, '2x0 000 000');
    await expect(nb(to.value)).toBe('20 000 000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: 12500000, to: 20000000 });
    await expect(canvas.getByRole('group', { name: /Цена|Бағасы/ })).toBeVisible();
  },
};

export const Playground: Story = {
  args: {
    label: 'Пробег',
    unit: 'км',
    value: { from: 50000, to: 150000 },
    min: 0,
    max: 1000000,
    step: 10000,
    integer: true,
    description: 'Стрелки ↑ и ↓ меняют значение на шаг',
    swappedMessage: texts.ru.swapped,
    name: 'mileage',
  },
};

export const Year: Story = {
  args: { label: texts.ru.year, unit: undefined, grouping: false, min: 1990, max: 2025, description: texts.ru.yearHint },
  render: (args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return <Stateful {...args} label={t.year} fromLabel={t.from} toLabel={t.to} description={t.yearHint} />;
  },
  play: async ({ canvasElement, args }) => {
    const [from, to] = pair(within(canvasElement).getAllByRole('textbox'));
    await userEvent.type(from, '1950');
    await userEvent.tab();
    await waitFor(() => expect(from.value).toBe('1990'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: 1990 });
    await userEvent.keyboard('{ArrowUp}');
    await expect(to.value).toBe('1990');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(to.value).toBe('1992');
  },
};

export const Mileage: Story = {
  args: { label: texts.ru.mileage, unit: 'км', value: { to: 100000 }, max: 2000000 },
  render: (args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return <Stateful {...args} label={t.mileage} fromLabel={t.from} toLabel={t.to} unit={sample(globals).km} />;
  },
};

export const EngineVolume: Story = {
  args: { label: texts.ru.engine, unit: 'л', integer: false, min: 0.6, max: 8, value: {} },
  render: (args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    return <Stateful {...args} label={t.engine} fromLabel={t.from} toLabel={t.to} unit={t.litre} description={t.engineHint} />;
  },
  play: async ({ canvasElement, args }) => {
    const [from, to] = pair(within(canvasElement).getAllByRole('textbox'));
    await expect(from).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(from, '1.65');
    await expect(from.value).toBe('1,6');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: 1.6 });
    await userEvent.type(to, '12');
    await userEvent.tab();
    await waitFor(() => expect(to.value).toBe('8'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: 1.6, to: 8 });
  },
};

export const Swapped: Story = {
  args: { value: { from: 9000000, to: 3000000 }, swappedMessage: texts.ru.swapped },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [from, to] = pair(canvas.getAllByRole('textbox'));
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(texts.ru.swapped)).toBeVisible();
    await expect(nb(from.value)).toBe('9 000 000');
    await userEvent.clear(to);
    await userEvent.type(to, '15000000');
    await expect(from).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(texts.ru.swapped)).toBeNull();
  },
};

export const WithError: Story = { args: { value: { from: 100 }, errorMessage: 'Цена не может быть меньше 10 000 ₸' } };

export const Disabled: Story = { args: { value: { from: 5000000, to: 10000000 }, disabled: true } };

export const Kazakh: Story = {
  args: {
    label: 'Бағасы',
    fromLabel: texts.kk.from,
    toLabel: texts.kk.to,
    locale: 'kk',
    value: { from: 3500000, to: 12500000 },
    description: 'Теңгемен, мысалы 12 500 000',
  },
};

/** 375 px, the narrowest phone layout: the two boxes stay side by side. */
export const Mobile: Story = {
  args: { value: { from: 12500000, to: 125000000 } },
  decorators: [(Story) => <div style={{ width: 375, paddingInline: 16, boxSizing: 'border-box' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const [from, to] = pair(within(canvasElement).getAllByRole('textbox'));
    const a = from.getBoundingClientRect();
    const b = to.getBoundingClientRect();
    await expect(Math.abs(a.top - b.top)).toBeLessThan(1);
    await expect(a.right).toBeLessThanOrEqual(b.left);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
