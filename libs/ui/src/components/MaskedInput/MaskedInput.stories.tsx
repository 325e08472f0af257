import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { MaskResult } from '../../mask/mask';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { MaskedInput } from './MaskedInput';

const meta = {
  title: 'Components/MaskedInput',
  component: MaskedInput,
  args: { label: 'Госномер', mask: '### @@@ ##' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof MaskedInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const [r, setR] = useState<MaskResult>({ raw: '', masked: '', complete: false });
    return (
      <Stack space="2">
        <MaskedInput {...args} onValueChange={setR} />
        <Text size="sm" tone="muted">raw: “{r.raw}” · complete: {String(r.complete)}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox') as HTMLInputElement;
    await userEvent.type(input, '123abc01');
    await expect(input.value).toBe('123 abc 01');
  },
};
export const Playground: Story = { args: { mask: '##.##.####', label: 'Дата' } };
export const Phone: Story = { args: { mask: '+7 (###) ###-##-##', label: 'Телефон', type: 'tel', inputMode: 'tel' } };
export const VIN: Story = { args: { mask: '*****************', label: 'VIN', description: '17 символов' } };
