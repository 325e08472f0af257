import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Разделы объявления',
    items: [
      { id: 'specs', label: 'Характеристики', content: <Text>Двигатель 2.5 л, 181 л.с., автомат, передний привод.</Text> },
      { id: 'desc', label: 'Описание', content: <Text>Один владелец, обслуживание у дилера.</Text> },
      { id: 'history', label: 'История', content: <Text>ДТП не найдено.</Text> },
      { id: 'credit', label: 'Кредит', content: <Text>—</Text>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Описание' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Один владелец');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'История' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const Playground: Story = { args: { defaultSelected: 'history' } };
