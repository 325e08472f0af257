import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tag } from './Tag';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'Алматы' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { removeLabel: 'Убрать фильтр', onRemove: () => {} } };
export const ActiveFilters: Story = {
  render: () => {
    const [tags, setTags] = useState(['Алматы', 'до 10 млн ₸', 'Автомат', 'с 2018 г.']);
    return (
      <Inline space="2">
        {tags.map((t) => (
          <Tag key={t} removeLabel={`Убрать фильтр «${t}»`} onRemove={() => setTags((x) => x.filter((y) => y !== t))}>
            {t}
          </Tag>
        ))}
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать фильтр «Автомат»' }));
    await expect(canvas.queryByText('Автомат')).toBeNull();
  },
};
export const Avatars: Story = {
  render: () => (
    <Stack space="4">
      <Inline space="3">
        <Avatar name="Айгерім Сәрсенова" size="lg" />
        <Avatar name="Jolda Motors" />
        <Avatar name="Ерлан" size="sm" />
      </Inline>
      <Inline space="3">
        <Text>Алматы</Text>
        <Text>Сегодня</Text>
      </Inline>
    </Stack>
  ),
};
