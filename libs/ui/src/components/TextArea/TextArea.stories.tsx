import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Описание', placeholder: 'Расскажите о состоянии автомобиля', maxLength: 3000, showCount: true },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Один владелец');
    await expect(canvas.getByText('13 / 3000')).toBeInTheDocument();
  },
};
export const Playground: Story = { args: { description: 'Без телефонов и ссылок', rows: 6 } };
export const Invalid: Story = { args: { errorMessage: 'Минимум 20 символов', defaultValue: 'Коротко' } };
