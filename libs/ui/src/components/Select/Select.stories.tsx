import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within, screen, waitFor } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { Select } from './Select';

const cities = [
  { value: 'almaty', label: 'Алматы', hint: '12 480' },
  { value: 'astana', label: 'Астана', hint: '8 112' },
  { value: 'shymkent', label: 'Шымкент', hint: '3 905' },
  { value: 'karaganda', label: 'Караганда', hint: '2 377' },
  { value: 'aktobe', label: 'Актобе', hint: '1 640', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Город', placeholder: 'Выберите город', options: cities },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const s = sample(globals);
    const [value, setValue] = useState<string | null>(null);
    return <Select {...args} label={s.city} placeholder={s.chooseCity} value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const option = await screen.findByRole('option', { name: /Астана/ });
    await userEvent.click(option);
    await waitFor(() => expect(trigger).toHaveTextContent('Астана'));
  },
};
export const Playground: Story = { args: { description: 'Где находится автомобиль', required: true } };
export const Preselected: Story = { args: { defaultValue: 'almaty' } };
export const Invalid: Story = { args: { errorMessage: 'Выберите город' } };
export const Disabled: Story = { args: { disabled: true } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
