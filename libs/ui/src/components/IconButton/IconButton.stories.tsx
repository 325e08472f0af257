import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Menu, Share2, X } from '../../icons';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { Inline } from '../Inline/Inline';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Меню', icon: <Menu size={20} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
    render: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Меню' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { variant: 'secondary', size: 'md' } };

export const Variants: Story = {
  render: (_, { globals }) => (
    <Inline space="3">
      <IconButton label={sample(globals).close} icon={<X size={20} />} />
      <IconButton label="Поделиться" variant="secondary" icon={<Share2 size={20} />} />
      <IconButton label="Меню" variant="primary" icon={<Menu size={20} />} />
    </Inline>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Inline space="3" alignY="center">
      <IconButton label="Меню" size="sm" variant="secondary" icon={<Menu size={16} />} />
      <IconButton label="Меню" size="md" variant="secondary" icon={<Menu size={20} />} />
      <IconButton label="Меню" size="lg" variant="secondary" icon={<Menu size={24} />} />
    </Inline>
  ),
};

/** A favourite toggle exposes its state with aria-pressed. */
export const Toggle: Story = {
  render: (_, { globals }) => {
    const [on, setOn] = useState(false);
    return (
      <IconButton
        label={sample(globals).favourite}
        variant="secondary"
        pressed={on}
        onClick={() => setOn((v) => !v)}
        icon={<Heart size={20} fill={on ? 'currentColor' : 'none'} />}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
