import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { NativeSelect } from './NativeSelect';

const cities = [
  { value: 'almaty', label: 'Алматы' },
  { value: 'astana', label: 'Астана' },
  { value: 'shymkent', label: 'Шымкент' },
  { value: 'karaganda', label: 'Караганда' },
  { value: 'aktobe', label: 'Актобе', disabled: true },
];

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: { label: 'Город', placeholder: 'Выберите город', options: cities },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const s = sample(globals);
    const [value, setValue] = useState<string | null>(null);
    return <NativeSelect {...args} label={s.city} placeholder={s.chooseCity} value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await userEvent.selectOptions(select, 'astana');
    await expect(select).toHaveValue('astana');
  },
};
export const Playground: Story = { args: { description: 'Где находится автомобиль', required: true } };
export const Preselected: Story = { args: { defaultValue: 'almaty' } };
export const Invalid: Story = { args: { errorMessage: 'Выберите город' } };
export const Disabled: Story = { args: { disabled: true } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
