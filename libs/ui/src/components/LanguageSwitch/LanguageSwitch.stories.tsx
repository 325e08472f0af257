import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UiLocale } from '../../format/price';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'ru', onChange: fn(), label: 'Язык', labels: { ru: 'Рус', kk: 'Қаз' } },
  argTypes: { value: { control: 'inline-radio', options: ['ru', 'kk'] }, renderLink: { control: false } },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const [value, setValue] = useState<UiLocale>(args.value);
    return (
      <LanguageSwitch
        {...args}
        value={value}
        onChange={(l) => {
          setValue(l);
          args.onChange(l);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Қаз' }));
    await expect(args.onChange).toHaveBeenCalledWith('kk');
  },
};
export const Playground: Story = { args: { size: 'md' } };

/** With `hrefs` the switch is a nav of real links (crawlable, works before hydration). */
export const AsLinks: Story = {
  args: { hrefs: { ru: '#/cars', kk: '#/kk/cars' }, value: 'kk' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Қаз' })).toHaveAttribute('aria-current', 'true');
  },
};
