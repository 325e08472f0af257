import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, SearchX } from '../../icons';
import { sample } from '../../storybook/samples';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'Ничего не найдено', description: 'Попробуйте изменить фильтры.' },
  argTypes: { icon: { control: false }, actions: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const s = sample(globals);
    return (
      <EmptyState
        {...args}
        icon={<SearchX size={28} />}
        title={s.emptyTitle}
        description={s.emptyText}
        actions={<Button variant="secondary">{s.resetFilters}</Button>}
      />
    );
  },
};
export const Playground: Story = {};
export const NoFavourites: Story = {
  args: {
    icon: <Heart size={28} />,
    title: 'Избранное пусто',
    description: 'Нажмите на сердечко на объявлении, чтобы сохранить его здесь.',
    actions: <Button href="#">Перейти к поиску</Button>,
  },
};
