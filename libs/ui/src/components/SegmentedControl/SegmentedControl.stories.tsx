import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutGrid, List } from '../../icons';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Кузов',
    value: 'all',
    onChange: () => {},
    options: [
      { value: 'all', label: 'Все' },
      { value: 'sedan', label: 'Седан' },
      { value: 'suv', label: 'Внедорожник' },
      { value: 'hatch', label: 'Хэтчбек' },
    ],
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return <SegmentedControl {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof SegmentedControl<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Седан' }));
    await expect(canvas.getByRole('radio', { name: 'Седан' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Внедорожник' })).toBeChecked();
  },
};
export const Playground: Story = { args: { size: 'md', fullWidth: true } };
export const IconsOnly: Story = {
  args: {
    label: 'Вид',
    value: 'grid',
    options: [
      { value: 'grid', label: 'Плиткой', icon: <LayoutGrid size={16} />, iconOnly: true },
      { value: 'list', label: 'Списком', icon: <List size={16} />, iconOnly: true },
    ],
  },
};
