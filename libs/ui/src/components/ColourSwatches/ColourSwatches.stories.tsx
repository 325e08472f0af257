import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleLocale, type SampleLocale } from '../../storybook/samples';
import { ColourSwatches, type ColourSwatchOption } from './ColourSwatches';

const texts = {
  ru: {
    label: 'Цвет кузова',
    options: [
      { value: 'white', label: 'Белый', hex: '#f1f2f4', note: 'без доплаты' },
      { value: 'pearl-white', label: 'Белый перламутр', hex: '#f6f3ea', note: '+320 000 ₸' },
      { value: 'black', label: 'Чёрный металлик', hex: '#15171b', note: '+210 000 ₸' },
      { value: 'blue', label: 'Синий металлик', hex: '#1f3d78', note: '+210 000 ₸' },
      { value: 'red', label: 'Красный', hex: '#ad1f25', note: 'без доплаты' },
    ],
  },
  kk: {
    label: 'Шанақ түсі',
    options: [
      { value: 'white', label: 'Ақ', hex: '#f1f2f4', note: 'қосымша ақысыз' },
      { value: 'pearl-white', label: 'Ақ інжу', hex: '#f6f3ea', note: '+320 000 ₸' },
      { value: 'black', label: 'Қара металлик', hex: '#15171b', note: '+210 000 ₸' },
      { value: 'blue', label: 'Көк металлик', hex: '#1f3d78', note: '+210 000 ₸' },
      { value: 'red', label: 'Қызыл', hex: '#ad1f25', note: 'қосымша ақысыз' },
    ],
  },
} satisfies Record<SampleLocale, { label: string; options: ColourSwatchOption[] }>;

const meta = {
  title: 'Components/ColourSwatches',
  component: ColourSwatches,
  args: { label: texts.ru.label, options: texts.ru.options, value: 'white', onChange: () => undefined },
} satisfies Meta<typeof ColourSwatches>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled({ locale, initial = 'white' }: { locale: SampleLocale; initial?: string }) {
  const [value, setValue] = useState(initial);
  const t = texts[locale];
  return <ColourSwatches label={t.label} options={t.options} value={value} onChange={setValue} />;
}

export const Default: Story = {
  render: (_args, { globals }) => <Controlled locale={sampleLocale(globals)} />,
};

/** Clicking a swatch chooses it and shows its name and surcharge; arrow keys move between swatches. */
export const ChooseAColour: Story = {
  render: () => <Controlled locale="ru" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Чёрный металлик' }));
    await expect(canvas.getByRole('radio', { name: 'Чёрный металлик' })).toBeChecked();
    await expect(canvas.getByText('+210 000 ₸')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Синий металлик' })).toBeChecked();
  },
};
