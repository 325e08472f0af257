import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleLocale, type SampleLocale } from '../../storybook/samples';
import { SlotPicker, type SlotPickerDay } from './SlotPicker';

const texts = {
  ru: { label: 'Дата и время', day: 'День', time: 'Время', empty: 'В этот день свободного времени нет', days: ['пн, 2 мар.', 'вт, 3 мар.', 'ср, 4 мар.', 'вс, 8 мар.'] },
  kk: { label: 'Күні мен уақыты', day: 'Күн', time: 'Уақыт', empty: 'Бұл күні бос уақыт жоқ', days: ['дс, 2 нау.', 'сс, 3 нау.', 'ср, 4 нау.', 'жс, 8 нау.'] },
} satisfies Record<SampleLocale, unknown>;

function makeDays(labels: readonly string[]): SlotPickerDay[] {
  return labels.map((label, d) => ({
    key: `d${d}`,
    label,
    slots:
      d === 3
        ? []
        : Array.from({ length: 20 }, (_, i) => {
            const minute = 540 + i * 30;
            return { value: `d${d}-${minute}`, label: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${minute % 60 ? '30' : '00'}`, disabled: (i + d) % 5 === 2 };
          }),
  }));
}

function Controlled({ locale }: { locale: SampleLocale }) {
  const t = texts[locale];
  const [value, setValue] = useState<string | null>(null);
  return <SlotPicker label={t.label} partLabels={{ day: t.day, time: t.time }} days={makeDays(t.days)} value={value} onChange={setValue} emptyLabel={t.empty} />;
}

const meta = {
  title: 'Components/SlotPicker',
  component: SlotPicker,
  args: { label: texts.ru.label, partLabels: { day: 'День', time: 'Время' }, days: makeDays(texts.ru.days), value: null, onChange: () => undefined, emptyLabel: texts.ru.empty },
} satisfies Meta<typeof SlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: (_args, { globals }) => <Controlled locale={sampleLocale(globals)} /> };

/** Taken times cannot be chosen; another day shows its own times, a day without free times says so. */
export const ChooseASlot: Story = {
  render: () => <Controlled locale="ru" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '10:00' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '09:30' }));
    await expect(canvas.getByRole('radio', { name: '09:30' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'вс, 8 мар.' }));
    await expect(canvas.getByText('В этот день свободного времени нет')).toBeVisible();
  },
};
