import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { ToastRegion } from './Toast';
import { createToastQueue } from './toast-queue';

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  args: { label: 'Уведомления', closeLabel: 'Закрыть', queue: createToastQueue() },
  render: (args) => {
    const [queue] = useState(() => createToastQueue());
    return (
      <>
        <Inline space="2">
          <Button onClick={() => queue.add({ title: 'Объявление сохранено', tone: 'success' })}>Success</Button>
          <Button variant="secondary" onClick={() => queue.add({ title: 'Добавлено в избранное', description: 'Toyota Camry, 2019', tone: 'info', action: { label: 'Отменить', onAction: () => {} } })}>
            With action
          </Button>
          <Button variant="danger" onClick={() => queue.add({ title: 'Нет соединения', tone: 'danger', timeout: 0 })}>Danger</Button>
        </Inline>
        <ToastRegion {...args} queue={queue} />
      </>
    );
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Danger' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Нет соединения');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
  },
};
export const Playground: Story = {};
