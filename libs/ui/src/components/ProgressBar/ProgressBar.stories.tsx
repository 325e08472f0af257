import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Загрузка страницы', active: true, delay: 0 },
  argTypes: { placement: { control: 'inline-radio', options: ['fixed', 'inline'] } },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <ProgressBar {...args} label={sample(globals).pageLoading} />,
};
export const Playground: Story = { args: { placement: 'inline', value: 0.4 } };

/** Simulated route change: the bar trickles, then completes and fades out. */
export const RouteTransition: Story = {
  render: (args) => {
    const [active, setActive] = useState(false);
    return (
      <Stack space="3" align="start">
        <ProgressBar {...args} active={active} />
        <Button onClick={() => setActive((a) => !a)}>{active ? 'Finish navigation' : 'Start navigation'}</Button>
      </Stack>
    );
  },
  args: { active: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'loading'));
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
  },
};

export const Determinate: Story = {
  render: (args) => (
    <Stack space="3">
      {[0.1, 0.5, 0.9].map((v) => (
        <ProgressBar key={v} {...args} placement="inline" value={v} label={`Фото ${v * 100}%`} />
      ))}
    </Stack>
  ),
};
