import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLocale } from '../../storybook/samples';
import { Stack } from '../Stack/Stack';
import { PriceTag } from './PriceTag';

const meta = {
  title: 'Components/PriceTag',
  component: PriceTag,
  args: { amount: 12_500_000, locale: 'ru', size: 'md' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['ru', 'kk'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    amount: { control: { type: 'number', step: 100000 } },
  },
} satisfies Meta<typeof PriceTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <PriceTag {...args} locale={sampleLocale(globals)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toContain('12 500 000 ₸');
  },
};
export const Playground: Story = {};
export const Sizes: Story = {
  render: (args) => (
    <Stack space="2">
      <PriceTag {...args} size="sm" />
      <PriceTag {...args} size="md" />
      <PriceTag {...args} size="lg" />
    </Stack>
  ),
};
export const PriceDrop: Story = {
  args: { amount: 11_900_000, previousAmount: 12_500_000, previousLabel: 'Старая цена' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Старая цена/)).toBeInTheDocument();
  },
};
export const Kazakh: Story = { args: { locale: 'kk', amount: 3_450_000 } };
