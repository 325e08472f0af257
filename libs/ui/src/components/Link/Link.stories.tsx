import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#', children: 'Все объявления' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['brand', 'neutral', 'muted'] },
    underline: { control: 'inline-radio', options: ['always', 'hover', 'none'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold'] },
    render: { control: false },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { tone: 'brand', underline: 'hover', weight: 'medium' } };

export const Tones: Story = {
  render: () => (
    <Stack space="2">
      <Link href="#" tone="brand">Brand</Link>
      <Link href="#" tone="neutral">Neutral</Link>
      <Link href="#" tone="muted">Muted</Link>
    </Stack>
  ),
};

export const InText: Story = {
  render: () => (
    <Text>
      Продолжая, вы принимаете <Link href="#" underline="always">условия использования</Link> сервиса.
    </Text>
  ),
};

export const External: Story = {
  args: { href: 'https://egov.kz', external: true, children: 'egov.kz' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** `render` lets a router link render the anchor; classes come from the design system. */
export const WithRouterLink: Story = {
  render: () => (
    <Link tone="neutral" weight="semibold" render={(p) => <a href="#/kk/cars" data-router-link="" {...p} />}>
      Көліктер
    </Link>
  ),
};
