import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info, Scale } from '../../icons';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { Tooltip } from '../Tooltip/Tooltip';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { trigger: <Button variant="secondary" iconStart={<Info size={18} />}>Растаможка</Button>, title: 'Что значит «растаможен»?', children: null },
  render: (args) => (
    <div style={{ minHeight: 240 }}>
      <Popover {...args}>
        <Text size="sm" tone="muted">Автомобиль поставлен на учёт в Казахстане, пошлины уплачены.</Text>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
  },
};
export const Playground: Story = { args: { placement: 'top' } };

export const TooltipStory: Story = {
  name: 'Tooltip',
  render: () => (
    <Inline space="3" style={{ paddingTop: 48 }}>
      <Tooltip content="Добавить к сравнению" delay={0}>
        <IconButton label="Сравнить" variant="secondary" icon={<Scale size={20} />} />
      </Tooltip>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Добавить к сравнению');
  },
};
