import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Switch } from '../Switch/Switch';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Только с фото' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cb = within(canvasElement).getByRole('checkbox');
    await userEvent.click(cb);
    await expect(cb).toBeChecked();
  },
};
export const Playground: Story = { args: { description: 'Скрыть объявления без фотографий', invalid: false } };
export const States: Story = {
  render: () => (
    <Stack space="1">
      <Checkbox>Обычный</Checkbox>
      <Checkbox defaultChecked>Отмечен</Checkbox>
      <Checkbox indeterminate>Частично</Checkbox>
      <Checkbox disabled>Недоступен</Checkbox>
      <Checkbox invalid>С ошибкой</Checkbox>
    </Stack>
  ),
};
export const SwitchStory: Story = {
  name: 'Switch',
  render: () => (
    <Stack space="1">
      <Switch defaultChecked>Уведомления о снижении цены</Switch>
      <Switch description="Покупатели увидят ваш номер">Показывать телефон</Switch>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const s = within(canvasElement).getByRole('switch', { name: /Показывать/ });
    await userEvent.click(s);
    await expect(s).toBeChecked();
  },
};
