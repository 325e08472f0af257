import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Pagination } from './Pagination';

const labels = { previous: 'Предыдущая страница', next: 'Следующая страница', page: (n: number) => `Страница ${n}` };

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 24, label: 'Страницы', labels },
  render: (args) => {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onChange={setPage} />;
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая страница' }));
    await expect(canvas.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  },
};
export const Playground: Story = { args: { page: 12, siblings: 2 } };
export const AsLinks: Story = { render: (args) => <Pagination {...args} page={7} getHref={(p) => `#/cars?page=${p}`} /> };

export const BreadcrumbsStory: Story = {
  name: 'Breadcrumbs',
  render: () => (
    <Breadcrumbs
      label="Навигационная цепочка"
      items={[{ label: 'Главная', href: '#/' }, { label: 'Автомобили', href: '#/cars' }, { label: 'Toyota', href: '#/cars/toyota' }, { label: 'Camry' }]}
    />
  ),
};
