import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { Inline } from '../Inline/Inline';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Загрузка', size: 'md', tone: 'brand' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['current', 'brand', 'muted'] },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <Spinner {...args} label={sample(globals).loading} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
export const Playground: Story = {};
export const Sizes: Story = {
  render: () => (
    <Inline space="4" alignY="center">
      {(['xs', 'sm', 'md', 'lg'] as const).map((s) => (
        <Spinner key={s} size={s} tone="brand" />
      ))}
    </Inline>
  ),
};
export const Decorative: Story = { args: { label: undefined } };
