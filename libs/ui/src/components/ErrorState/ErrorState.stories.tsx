import type { Meta, StoryObj } from '@storybook/react-vite';
import { WifiOff } from '../../icons';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { title: 'Не удалось загрузить', retryLabel: 'Повторить', onRetry: fn() },
  argTypes: { icon: { control: false }, actions: { control: false } },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const s = sample(globals);
    return <ErrorState {...args} icon={<WifiOff size={28} />} title={s.errorTitle} description={s.errorText} retryLabel={s.retry} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Playground: Story = { args: { description: 'Ошибка 503', detail: 'Код запроса: 7f3a-19c2' } };

export const Retrying: Story = {
  render: (args) => {
    const [retrying, setRetrying] = useState(false);
    return (
      <ErrorState
        {...args}
        retrying={retrying}
        onRetry={() => {
          setRetrying(true);
          setTimeout(() => setRetrying(false), 1500);
        }}
      />
    );
  },
};

export const WithoutRetry: Story = { args: { retryLabel: undefined, onRetry: undefined, description: 'Объявление снято с продажи.' } };
