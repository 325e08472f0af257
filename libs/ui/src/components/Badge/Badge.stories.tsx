import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeCheck, Flame } from '../../icons';
import { sample } from '../../storybook/samples';
import { Inline } from '../Inline/Inline';
import { Badge } from './Badge';

const tones = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger', 'info'] as const;

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Новое' },
  argTypes: {
    tone: { control: 'select', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: (args, { globals }) => <Badge {...args}>{sample(globals).badges.new}</Badge> };
export const Playground: Story = { args: { tone: 'brand', size: 'md' } };
export const Tones: Story = {
  render: () => (
    <Inline space="2">
      {tones.map((t) => (
        <Badge key={t} tone={t}>
          {t}
        </Badge>
      ))}
    </Inline>
  ),
};
export const WithIcon: Story = {
  render: (_, { globals }) => (
    <Inline space="2">
      <Badge tone="success" size="md" icon={<BadgeCheck size={14} />}>
        {sample(globals).badges.checked}
      </Badge>
      <Badge tone="danger" size="md" icon={<Flame size={14} />}>
        {sample(globals).badges.urgent}
      </Badge>
    </Inline>
  ),
};
