import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sample } from '../../storybook/samples';
import { ThemeSwitch, type ThemePreference } from './ThemeSwitch';

const meta = {
  title: 'Components/ThemeSwitch',
  component: ThemeSwitch,
  args: {
    value: 'light',
    onChange: fn(),
    label: 'Тема оформления',
    labels: { light: 'Светлая', dark: 'Тёмная', system: 'Системная' },
  },
  argTypes: { value: { control: 'inline-radio', options: ['light', 'dark', 'system'] }, size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const s = sample(globals);
    const [value, setValue] = useState<ThemePreference>('light');
    return (
      <ThemeSwitch
        {...args}
        label={s.theme}
        labels={s.themes}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[2]!);
    await expect(args.onChange).toHaveBeenCalledWith('system');
  },
};
export const Playground: Story = {};
export const IconOnly: Story = { args: { iconOnly: true } };
export const Medium: Story = { args: { size: 'md', value: 'dark' } };
