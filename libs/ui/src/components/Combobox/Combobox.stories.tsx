import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sample, sampleLocale } from '../../storybook/samples';
import { Combobox } from './Combobox';

const brands = [
  { value: 'toyota', label: 'Toyota', hint: '19 398' },
  { value: 'hyundai', label: 'Hyundai', hint: '11 204' },
  { value: 'kia', label: 'Kia', hint: '7 560' },
  { value: 'lada', label: 'Lada (ВАЗ)', hint: '6 912' },
  { value: 'chevrolet', label: 'Chevrolet', hint: '4 015' },
  { value: 'gaz', label: 'ГАЗ', hint: '640' },
  { value: 'uaz', label: 'УАЗ', hint: '0', disabled: true },
];

const texts = {
  ru: { placeholder: 'Начните вводить марку', empty: 'Такой марки нет', toggle: 'Показать все марки' },
  kk: { placeholder: 'Марканы тере бастаңыз', empty: 'Мұндай марка жоқ', toggle: 'Барлық маркаларды көрсету' },
} as const;

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: { label: 'Марка', options: brands, emptyText: texts.ru.empty, toggleLabel: texts.ru.toggle, placeholder: texts.ru.placeholder },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 360 }}><Story /></div>],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const s = sample(globals);
    const t = texts[sampleLocale(globals)];
    const [value, setValue] = useState<string | null>(null);
    return <Combobox {...args} label={s.brand} placeholder={t.placeholder} emptyText={t.empty} toggleLabel={t.toggle} value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'ки');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Kia/ })).toBeNull());
    await userEvent.clear(input);
    await userEvent.type(input, 'ki');
    const option = await screen.findByRole('option', { name: /Kia/ });
    await userEvent.click(option);
    await waitFor(() => expect(input).toHaveValue('Kia'));
  },
};
export const Preselected: Story = { args: { defaultValue: 'toyota' } };
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Ferrari');
    await expect(await screen.findByText(texts.ru.empty)).toBeVisible();
  },
};
export const Invalid: Story = { args: { errorMessage: 'Выберите марку из списка', required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Kazakh: Story = {
  args: { label: 'Маркасы', placeholder: texts.kk.placeholder, emptyText: texts.kk.empty, toggleLabel: texts.kk.toggle, description: 'Қазақ әріптерімен де іздейді: ә ғ қ ң ө ұ ү һ і' },
};
