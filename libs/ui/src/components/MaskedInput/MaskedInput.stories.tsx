import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { MaskedInput, type MaskedInputProps, type MaskedInputValue } from './MaskedInput';

const meta = {
  title: 'Components/MaskedInput',
  component: MaskedInput,
  args: { label: 'Госномер', onValueChange: fn() },
  argTypes: {
    preset: { control: 'select', options: [undefined, 'phone', 'plate', 'vin', 'iin'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof MaskedInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The input plus what onValueChange reported; shows `invalidText` once every slot is filled and the validator says no. */
function WithValue({ invalidText, ...args }: MaskedInputProps & { invalidText?: ReactNode }) {
  const [r, setR] = useState<MaskedInputValue>({ raw: '', masked: '', complete: false });
  return (
    <Stack space="2">
      <MaskedInput
        {...args}
        errorMessage={args.errorMessage ?? (r.complete && r.valid === false ? invalidText : undefined)}
        onValueChange={(v) => {
          setR(v);
          args.onValueChange?.(v);
        }}
      />
      <Text size="sm" tone="muted">
        raw: “{r.raw}” · complete: {String(r.complete)}
        {r.valid === undefined ? '' : ` · valid: ${String(r.valid)}`}
      </Text>
    </Stack>
  );
}

const textbox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox') as HTMLInputElement;

export const Default: Story = {
  args: { mask: '### @@@ ##' },
  render: (args) => <WithValue {...args} />,
  play: async ({ canvasElement }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, '123abc01');
    await expect(input.value).toBe('123 abc 01');
  },
};

export const Playground: Story = { args: { mask: '##.##.####', label: 'Дата' } };

/** `preset="phone"`: 8…, +7… and bare national numbers all paste to the same value. */
export const Phone: Story = {
  args: { preset: 'phone' },
  render: (args, { globals }) => <WithValue {...args} label={sample(globals).phone} />,
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, '7011234567');
    await expect(input.value).toBe('+7 (701) 123-45-67');
    for (const text of ['87011234567', '+7 701 123 45 67']) {
      await userEvent.clear(input);
      await userEvent.paste(text);
      await expect(input.value).toBe('+7 (701) 123-45-67');
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ raw: '7011234567', masked: '+7 (701) 123-45-67', complete: true });
    // Backspace right after ") " deletes the digit before the bracket
    input.setSelectionRange(9, 9);
    await userEvent.keyboard('{Backspace}');
    await expect(input.value).toBe('+7 (701) 234-56-7');
    await expect(input.selectionStart).toBe(6);
  },
};

/** `preset="plate"`: Latin capitals, Cyrillic look-alikes typed on a ru/kk layout become Latin, region 01–20. */
export const Plate: Story = {
  args: { preset: 'plate' },
  render: (args, { globals }) => {
    const t = sample(globals).masks;
    return <WithValue {...args} label={t.plate} description={t.plateHint} invalidText={t.plateError} />;
  },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, '123кжус02');
    await expect(input.value).toBe('123 KYC 02');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ raw: '123KYC02', masked: '123 KYC 02', complete: true, valid: true });
    await userEvent.keyboard('{Backspace}{Backspace}21');
    await expect(input.value).toBe('123 KYC 21');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(input);
    await userEvent.paste('777 abc 17');
    await expect(input.value).toBe('777 ABC 17');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  },
};

/** `preset="vin"`: 17 letters and digits, uppercased; I, O and Q are refused. */
export const VIN: Story = {
  args: { preset: 'vin' },
  render: (args, { globals }) => {
    const t = sample(globals).masks;
    return <WithValue {...args} label={t.vin} description={t.vinHint} />;
  },
  play: async ({ canvasElement }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, 'jtnoiq');
    await expect(input.value).toBe('JTN');
    await expect(input.selectionStart).toBe(3);
    await userEvent.clear(input);
    await userEvent.paste('1m8 gdm9a-xkp042788');
    await expect(input.value).toBe('1M8GDM9AXKP042788');
  },
};

/** `preset="iin"`: 12 digits grouped as birth date and the rest; the date and the control digit are checked. */
export const IIN: Story = {
  args: { preset: 'iin' },
  render: (args, { globals }) => {
    const t = sample(globals).masks;
    return <WithValue {...args} label={t.iin} description={t.iinHint} invalidText={t.iinError} />;
  },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('900101300126');
    await expect(input.value).toBe('900101 300126');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ raw: '900101300126', masked: '900101 300126', complete: true, valid: true });
    await userEvent.keyboard('{Backspace}5');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    // Backspace right after the space deletes the last date digit
    input.setSelectionRange(7, 7);
    await userEvent.keyboard('{Backspace}');
    await expect(input.value).toBe('900103 00125');
    await expect(input.selectionStart).toBe(5);
  },
};
