import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: { label: 'Телефон', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <PhoneInput {...args} label={sample(globals).phone} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox') as HTMLInputElement;
    await userEvent.type(input, '7011234567');
    await expect(input.value).toBe('+7 (701) 123-45-67');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ national: '7011234567', e164: '+77011234567', masked: '+7 (701) 123-45-67' });
  },
};
export const Playground: Story = { args: { description: 'Отправим код в SMS' } };
export const Prefilled: Story = { args: { defaultValue: '7771234567' } };
export const Invalid: Story = { args: { defaultValue: '70112', errorMessage: 'Введите номер полностью' } };
