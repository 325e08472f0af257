import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleLocale, type SampleLocale } from '../../storybook/samples';
import { Checkbox } from '../Checkbox/Checkbox';
import { Stack } from '../Stack/Stack';
import { ComparisonTable, type ComparisonSection } from './ComparisonTable';

const texts = {
  ru: {
    caption: 'Сравнение комплектаций',
    differs: 'отличается',
    only: 'Только отличия',
    columns: ['Classic 2.0', 'Prestige 2.5', 'GT-Line 2.5'],
    sections: [
      {
        key: 'engine',
        title: 'Двигатель',
        rows: [
          { key: 'power', label: 'Мощность', cells: ['150 л.с.', '194 л.с.', '194 л.с.'], differs: true },
          { key: 'gearbox', label: 'Коробка', cells: ['Автомат', 'Автомат', 'Автомат'] },
        ],
      },
      {
        key: 'comfort',
        title: 'Комфорт',
        rows: [
          { key: 'climate', label: 'Двухзонный климат-контроль', cells: ['—', '✓', '✓'], differs: true },
          { key: 'heated', label: 'Подогрев передних сидений', cells: ['✓', '✓', '✓'] },
          { key: 'sunroof', label: 'Панорамная крыша', cells: ['—', '+520 000 ₸', '✓'], differs: true },
        ],
      },
    ],
  },
  kk: {
    caption: 'Жинақтамаларды салыстыру',
    differs: 'ерекшеленеді',
    only: 'Тек айырмашылықтар',
    columns: ['Classic 2.0', 'Prestige 2.5', 'GT-Line 2.5'],
    sections: [
      {
        key: 'engine',
        title: 'Қозғалтқыш',
        rows: [
          { key: 'power', label: 'Қуаты', cells: ['150 а.к.', '194 а.к.', '194 а.к.'], differs: true },
          { key: 'gearbox', label: 'Беріліс қорабы', cells: ['Автомат', 'Автомат', 'Автомат'] },
        ],
      },
      {
        key: 'comfort',
        title: 'Жайлылық',
        rows: [
          { key: 'climate', label: 'Екі аймақты климат-бақылау', cells: ['—', '✓', '✓'], differs: true },
          { key: 'heated', label: 'Алдыңғы орындықтарды жылыту', cells: ['✓', '✓', '✓'] },
          { key: 'sunroof', label: 'Панорамалық төбе', cells: ['—', '+520 000 ₸', '✓'], differs: true },
        ],
      },
    ],
  },
} satisfies Record<SampleLocale, { caption: string; differs: string; only: string; columns: string[]; sections: ComparisonSection[] }>;

const meta = {
  title: 'Components/ComparisonTable',
  component: ComparisonTable,
  args: {
    caption: texts.ru.caption,
    differsLabel: texts.ru.differs,
    columns: texts.ru.columns.map((c) => ({ key: c, header: c })),
    sections: texts.ru.sections,
  },
} satisfies Meta<typeof ComparisonTable>;
export default meta;
type Story = StoryObj<typeof meta>;

function WithToggle({ locale }: { locale: SampleLocale }) {
  const t = texts[locale];
  const [only, setOnly] = useState(false);
  return (
    <Stack space="3">
      <Checkbox checked={only} onChange={setOnly}>
        {t.only}
      </Checkbox>
      <ComparisonTable caption={t.caption} differsLabel={t.differs} columns={t.columns.map((c) => ({ key: c, header: c }))} sections={t.sections} onlyDifferences={only} />
    </Stack>
  );
}

export const Default: Story = { render: (_args, { globals }) => <WithToggle locale={sampleLocale(globals)} /> };

/** "Only differences" leaves the rows whose values are not the same everywhere; differing rows say so to readers. */
export const OnlyDifferences: Story = {
  render: () => <WithToggle locale="ru" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: /Мощность \(отличается\)/ })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Коробка' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Только отличия' }));
    await expect(canvas.queryByRole('rowheader', { name: 'Коробка' })).toBeNull();
    await expect(canvas.getAllByRole('row').filter((r) => r.hasAttribute('data-differs'))).toHaveLength(3);
  },
};
