import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { Inline } from '../Inline/Inline';
import { PriceInput } from './PriceInput';

const meta = {
  title: 'Components/PriceInput',
  component: PriceInput,
  args: { label: 'Цена', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof PriceInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <PriceInput {...args} label={sample(globals).price} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox') as HTMLInputElement;
    await userEvent.type(input, '12500000');
    await expect(input.value.replace(/\u00a0/g, ' ')).toBe('12 500 000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12500000);
  },
};
export const Playground: Story = { args: { defaultValue: 9900000 } };
export const Range: Story = {
  render: () => (
    <Inline space="3" wrap={false}>
      <PriceInput label="Цена от" placeholder="0" />
      <PriceInput label="до" placeholder="∞" />
    </Inline>
  ),
};
