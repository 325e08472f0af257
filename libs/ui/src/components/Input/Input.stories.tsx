import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from '../../icons';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { Stack } from '../Stack/Stack';
import { Input } from './Input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { label: 'Марка', placeholder: 'Например, Toyota', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] }, prefix: { control: false }, suffix: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <Input {...args} label={sample(globals).brand} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'Kia');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Kia');
  },
};
export const Playground: Story = { args: { description: 'Подсказка', required: true, size: 'md' } };
export const WithDescription: Story = { args: { label: 'Email', description: 'Мы не покажем его покупателям', type: 'email' } };
export const Invalid: Story = {
  args: { label: 'Email', defaultValue: 'ivan@', errorMessage: 'Введите адрес целиком' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Adornments: Story = {
  render: () => (
    <Stack space="4">
      <Input label="Поиск" hideLabel type="search" placeholder="Марка, модель" prefix={<Search size={18} />} />
      <Input label="Пробег" inputMode="numeric" suffix="км" />
    </Stack>
  ),
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Toyota' } };
export const Large: Story = { args: { size: 'lg' } };
