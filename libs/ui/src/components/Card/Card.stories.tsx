import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    elevation: { control: 'inline-radio', options: ['flat', 'raised'] },
    interactive: { control: 'boolean' },
    as: { control: 'select', options: ['div', 'article', 'section', 'aside'] },
  },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 360 }}>
      <Stack space="2">
        <Heading level={3}>Проверка по VIN</Heading>
        <Text tone="muted">История владения, ДТП и ограничения — за 2 минуты.</Text>
      </Stack>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { padding: 'lg', elevation: 'raised', interactive: true } };
export const Flat: Story = { args: { elevation: 'flat' } };
export const Interactive: Story = { args: { interactive: true } };
