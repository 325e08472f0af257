import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus, Search } from '../../icons';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Найти', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'accent', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    loading: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
    disabled: { control: 'boolean' },
    iconStart: { control: false },
    iconEnd: { control: false },
    render: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <Button {...args}>{sample(globals).search}</Button>,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { variant: 'primary', size: 'md', loading: false } };

export const Variants: Story = {
  render: (_, { globals }) => (
    <Inline space="3">
      <Button variant="primary">{sample(globals).search}</Button>
      <Button variant="secondary">{sample(globals).cancel}</Button>
      <Button variant="accent">{sample(globals).sell}</Button>
      <Button variant="ghost">{sample(globals).resetFilters}</Button>
      <Button variant="danger">Удалить</Button>
    </Inline>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Inline space="3" alignY="center">
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </Inline>
  ),
};

export const WithIcons: Story = {
  render: (_, { globals }) => (
    <Inline space="3">
      <Button iconStart={<Search size={18} />}>{sample(globals).search}</Button>
      <Button variant="accent" iconStart={<Plus size={18} />}>
        {sample(globals).sell}
      </Button>
      <Button variant="secondary" iconEnd={<ArrowRight size={18} />}>
        Все объявления
      </Button>
    </Inline>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Сохранить' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Сохранить' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg' },
  render: (args) => (
    <Stack space="3" style={{ maxWidth: 360 }}>
      <Button {...args}>Показать 1 245 объявлений</Button>
    </Stack>
  ),
};

export const AsLink: Story = {
  args: { href: '#/sell', children: 'Продать авто', variant: 'accent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Продать авто' })).toHaveAttribute('href', '#/sell');
  },
};

/** App code composes a router link with `render` (no router import in the design system). */
export const WithRouterLink: Story = {
  render: () => {
    const RouterLink = ({ to, ...props }: { to: string; className: string; children: React.ReactNode }) => (
      <a href={`#${to}`} {...props} />
    );
    return (
      <Button variant="secondary" render={(p) => <RouterLink to="/cars" {...p} />}>
        Автомобили
      </Button>
    );
  },
};
