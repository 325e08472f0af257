import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: {
    items: [
      { id: 'sell', title: 'Как продать автомобиль?', content: 'Подайте объявление: фото, цена и описание — за 5 минут.' },
      { id: 'check', title: 'Как проверить историю?', content: 'Введите VIN в отчёте об автомобиле.' },
      { id: 'pay', title: 'Платное ли размещение?', content: 'Базовое размещение бесплатно.' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Как продать автомобиль?' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
export const Playground: Story = { args: { allowsMultiple: true, defaultExpanded: ['check'] } };
