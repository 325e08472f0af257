import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Коробка передач',
    defaultValue: 'any',
    options: [
      { value: 'any', label: 'Любая' },
      { value: 'auto', label: 'Автомат', description: 'АКПП, вариатор, робот' },
      { value: 'manual', label: 'Механика' },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Механика/ }));
    await expect(canvas.getByRole('radio', { name: /Механика/ })).toBeChecked();
  },
};
export const Playground: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = { args: { defaultValue: undefined, errorMessage: 'Выберите вариант' } };
