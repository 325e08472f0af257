import type { Meta, StoryObj } from '@storybook/react-vite';
import { sample } from '../../storybook/samples';
import { Stack } from '../Stack/Stack';
import { Text } from './Text';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Покупайте и продавайте автомобили безопасно.' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    tone: { control: 'select', options: ['default', 'muted', 'brand', 'success', 'warning', 'danger', 'price', 'inherit'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold', 'bold'] },
    as: { control: 'select', options: ['p', 'span', 'div', 'strong', 'small'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: (args, { globals }) => <Text {...args}>{sample(globals).body}</Text> };
export const Playground: Story = { args: { size: 'lg', tone: 'muted', weight: 'medium' } };

export const Sizes: Story = {
  render: (_, { globals }) => (
    <Stack space="2">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((s) => (
        <Text key={s} size={s}>
          {s} — {sample(globals).body}
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: () => (
    <Stack space="1">
      {(['default', 'muted', 'brand', 'success', 'warning', 'danger', 'price'] as const).map((t) => (
        <Text key={t} tone={t} weight="medium">
          {t}
        </Text>
      ))}
    </Stack>
  ),
};

export const Truncated: Story = {
  render: (_, { globals }) => (
    <Stack space="3" style={{ maxWidth: 260 }}>
      <Text truncate>{sample(globals).body}</Text>
      <Text maxLines={2}>{sample(globals).body}</Text>
    </Stack>
  ),
};
