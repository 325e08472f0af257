import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLocale, type SampleLocale } from '../../storybook/samples';
import { DataList, type DataListItem } from './DataList';

const texts = {
  ru: [
    ['engine', 'Двигатель', '2.5 л, 200 л.с., бензин'],
    ['gearbox', 'Коробка передач', 'Автомат'],
    ['drive', 'Привод', 'Передний'],
    ['consumption', 'Расход', '7,9 л/100 км'],
    ['acceleration', 'Разгон 0–100 км/ч', '8,3 с'],
    ['warranty', 'Гарантия', '3 года или 100 000 км'],
  ],
  kk: [
    ['engine', 'Қозғалтқыш', '2.5 л, 200 а.к., бензин'],
    ['gearbox', 'Беріліс қорабы', 'Автомат'],
    ['drive', 'Жетек', 'Алдыңғы'],
    ['consumption', 'Шығыны', '7,9 л/100 км'],
    ['acceleration', '0–100 км/сағ үдеу', '8,3 с'],
    ['warranty', 'Кепілдік', '3 жыл немесе 100 000 км'],
  ],
} satisfies Record<SampleLocale, string[][]>;

const items = (locale: SampleLocale): DataListItem[] => texts[locale].map(([key, term, detail]) => ({ key: key!, term, detail }));

const meta = {
  title: 'Components/DataList',
  component: DataList,
  args: { items: items('ru') },
} satisfies Meta<typeof DataList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: (args, { globals }) => <DataList {...args} items={items(sampleLocale(globals))} /> };

/** Two columns from `md` up; a description list for assistive technology. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(6);
    await expect(canvas.getByText('Автомат')).toBeVisible();
  },
};
