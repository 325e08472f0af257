import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLocale, type SampleLocale } from '../../storybook/samples';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Stepper, type StepperStep } from './Stepper';

/** The five steps of "post an announcement". */
const texts = {
  ru: {
    label: 'Шаги',
    stepLabel: (i: number, n: number) => `Шаг ${i + 1} из ${n}`,
    statusLabel: { complete: 'готово', error: 'есть ошибки' },
    back: 'Назад',
    next: 'Далее',
    steps: [
      { id: 'vin', title: 'VIN', description: 'Номер кузова' },
      { id: 'car', title: 'Автомобиль', description: 'Марка, модель, год' },
      { id: 'price', title: 'Пробег и цена' },
      { id: 'photos', title: 'Фото', description: 'До 30 снимков' },
      { id: 'contacts', title: 'Контакты' },
    ],
  },
  kk: {
    label: 'Қадамдар',
    stepLabel: (i: number, n: number) => `Қадам ${i + 1} / ${n}`,
    statusLabel: { complete: 'дайын', error: 'қателер бар' },
    back: 'Артқа',
    next: 'Әрі қарай',
    steps: [
      { id: 'vin', title: 'VIN', description: 'Шанақ нөмірі' },
      { id: 'car', title: 'Көлік', description: 'Маркасы, моделі, жылы' },
      { id: 'price', title: 'Жүрісі мен бағасы' },
      { id: 'photos', title: 'Фото', description: '30 суретке дейін' },
      { id: 'contacts', title: 'Байланыс' },
    ],
  },
} satisfies Record<SampleLocale, unknown>;

const ru = texts.ru;

function withStatus(steps: ReadonlyArray<StepperStep>, status: Record<string, StepperStep['status']>): StepperStep[] {
  return steps.map((s) => ({ ...s, status: status[s.id] }));
}

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: {
    steps: withStatus(ru.steps, { vin: 'complete' }),
    current: 'car',
    label: ru.label,
    stepLabel: ru.stepLabel,
    statusLabel: ru.statusLabel,
  },
  argTypes: {
    current: { control: 'inline-radio', options: ru.steps.map((s) => s.id) },
    onStepClick: { control: false },
    stepLabel: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The posting form: Back/Next move through the steps, completed ones get a check, any step can be jumped to. */
export const Default: Story = {
  render: (args, { globals }) => {
    const t = texts[sampleLocale(globals)];
    const [index, setIndex] = useState(1);
    const steps = t.steps.map((s, i) => ({ ...s, status: i < index ? ('complete' as const) : undefined }));
    return (
      <Stack space="6">
        <Stepper
          {...args}
          steps={steps}
          current={steps[index]?.id ?? 'vin'}
          onStepClick={(id) => setIndex(steps.findIndex((s) => s.id === id))}
          label={t.label}
          stepLabel={t.stepLabel}
          statusLabel={t.statusLabel}
        />
        <Inline space="3">
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
            {t.back}
          </Button>
          <Button disabled={index === steps.length - 1} onClick={() => setIndex((i) => Math.min(steps.length - 1, i + 1))}>
            {t.next}
          </Button>
        </Inline>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await userEvent.click(canvas.getByRole('button', { name: /Далее|Әрі қарай/ }));
    const current = within(nav).getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent(/Пробег и цена|Жүрісі мен бағасы/);
    await expect(within(nav).getAllByRole('button')[1]).toHaveAccessibleName(/(готово|дайын)/);
  },
};

export const Playground: Story = { args: { onStepClick: fn() } };

/** With `onStepClick` every step is a native button: Tab to it, Enter or Space jumps. */
export const Clickable: Story = {
  args: { onStepClick: fn() },
  render: (args) => {
    const [current, setCurrent] = useState(args.current);
    return (
      <Stepper
        {...args}
        current={current}
        onStepClick={(id) => {
          args.onStepClick?.(id);
          setCurrent(id);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: ru.label });
    const buttons = within(nav).getAllByRole('button');
    await expect(buttons).toHaveLength(5);
    await userEvent.click(within(nav).getByRole('button', { name: 'Фото' }));
    await expect(args.onStepClick).toHaveBeenCalledWith('photos');
    await expect(buttons[3]).toHaveAttribute('aria-current', 'step');
    await userEvent.tab();
    await expect(buttons[4]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepClick).toHaveBeenLastCalledWith('contacts');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onStepClick).toHaveBeenLastCalledWith('photos');
  },
};

/** Without `onStepClick` the steps are plain list items; the current one carries aria-current. */
export const Static: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    const items = within(nav).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** A check for finished steps, an alert for steps with errors; both are named for screen readers. */
export const Statuses: Story = {
  args: {
    steps: withStatus(ru.steps, { vin: 'complete', car: 'complete', price: 'error' }),
    current: 'photos',
    onStepClick: fn(),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('button', { name: /Пробег и цена/ })).toHaveAccessibleName(/есть ошибки/);
    await expect(within(nav).getByRole('button', { name: /^VIN/ })).toHaveAccessibleName(/готово/);
  },
};

/** Below `md`: the current step's title, "Шаг 2 из 5" and a bar. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { current: 'car' },
};

export const Kazakh: Story = {
  args: {
    steps: withStatus(texts.kk.steps, { vin: 'complete', car: 'complete' }),
    current: 'price',
    label: texts.kk.label,
    stepLabel: texts.kk.stepLabel,
    statusLabel: texts.kk.statusLabel,
    onStepClick: fn(),
  },
};
