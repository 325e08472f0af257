import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, within } from 'storybook/test';
import { sampleLocale } from '../../storybook/samples';
import { Stack } from '../Stack/Stack';
import { Slider } from './Slider';

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: { label: 'Срок', value: 60, min: 6, max: 84, step: 6, valueText: '60 мес.', onChange: () => undefined },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  ru: { down: 'Первоначальный взнос', term: 'Срок', months: 'мес.' },
  kk: { down: 'Бастапқы жарна', term: 'Мерзімі', months: 'ай' },
};

function Calculator({ locale }: { locale: 'ru' | 'kk' }) {
  const t = texts[locale];
  const [down, setDown] = useState(20);
  const [months, setMonths] = useState(60);
  return (
    <Stack space="4">
      <Slider label={t.down} value={down} min={0} max={90} onChange={setDown} valueText={`${down} %`} scale={['0 %', '90 %']} />
      <Slider label={t.term} value={months} min={6} max={84} step={6} onChange={setMonths} valueText={`${months} ${t.months}`} scale={[`6 ${t.months}`, `84 ${t.months}`]} />
    </Stack>
  );
}

export const Default: Story = { render: (_args, { globals }) => <Calculator locale={sampleLocale(globals)} /> };

/** The value text follows the slider and names the value for screen readers. */
export const MovesTheValue: Story = {
  render: () => <Calculator locale="ru" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByRole('slider', { name: 'Срок' });
    fireEvent.change(term, { target: { value: '36' } });
    await expect(term).toHaveAttribute('aria-valuetext', '36 мес.');
    await expect(canvas.getByText('36 мес.', { selector: 'output' })).toBeVisible();
  },
};
