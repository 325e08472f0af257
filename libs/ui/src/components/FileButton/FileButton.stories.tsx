import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ImagePlus } from '../../icons';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { FileButton } from './FileButton';

const meta = {
  title: 'Components/FileButton',
  component: FileButton,
  args: { children: 'Вставить фото', accept: 'image/jpeg,image/png,image/webp,image/heic', onSelect: () => {} },
} satisfies Meta<typeof FileButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Вставить фото' })).toBeEnabled();
  },
};
export const Playground: Story = { args: { variant: 'secondary', iconStart: <ImagePlus size={16} /> } };
export const Loading: Story = { args: { variant: 'secondary', loading: true } };
export const PickedFiles: Story = {
  render: (args) => {
    const [names, setNames] = useState<string[]>([]);
    return (
      <Stack space="2">
        <FileButton {...args} multiple onSelect={(files) => setNames(files.map((f) => f.name))} />
        <Text tone="muted">{names.length ? names.join(', ') : 'Файлы не выбраны'}</Text>
      </Stack>
    );
  },
};
