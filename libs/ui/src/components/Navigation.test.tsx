import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Avatar, initials } from './Avatar/Avatar';
import { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
import { Carousel } from './Carousel/Carousel';
import { Gallery } from './Gallery/Gallery';
import { Pagination } from './Pagination/Pagination';
import { paginationRange } from './Pagination/pagination-range';
import { Tabs } from './Tabs/Tabs';
import { Tag } from './Tag/Tag';

const pageLabels = { previous: 'Назад', next: 'Вперёд', page: (n: number) => `Страница ${n}` };

describe('paginationRange', () => {
  it('lists all pages when few', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, 1)).toEqual([1]);
  });
  it('adds ellipses around the current page', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });
  it('keeps a constant length and clamps the page', () => {
    for (let p = 1; p <= 30; p++) expect(paginationRange(p, 30)).toHaveLength(7);
    expect(paginationRange(99, 30).at(-1)).toBe(30);
    expect(paginationRange(-5, 30)[0]).toBe(1);
  });
});

describe('Pagination', () => {
  it('renders links with aria-current and disabled previous', () => {
    render(<Pagination page={1} pageCount={12} label="Страницы" labels={pageLabels} getHref={(p) => `/cars?page=${p}`} />);
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Страница 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Вперёд' }).getAttribute('href')).toBe('/cars?page=2');
    expect(screen.getByRole('link', { name: 'Назад' }).getAttribute('aria-disabled')).toBe('true');
  });
  it('renders buttons with onChange', async () => {
    const onChange = vi.fn();
    render(<Pagination page={5} pageCount={12} label="Страницы" labels={pageLabels} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(onChange).toHaveBeenCalledWith(6);
    await userEvent.click(screen.getByRole('button', { name: 'Страница 12' }));
    expect(onChange).toHaveBeenCalledWith(12);
  });
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} label="x" labels={pageLabels} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Breadcrumbs', () => {
  it('marks the last item as current', () => {
    render(
      <Breadcrumbs
        label="Навигация"
        items={[{ label: 'Главная', href: '/' }, { label: 'Toyota', href: '/cars/toyota' }, { label: 'Camry' }]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Навигация' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('Camry').getAttribute('aria-current')).toBe('page');
  });
});

describe('Tabs', () => {
  it('switches panels with arrows', async () => {
    const onChange = vi.fn();
    render(
      <Tabs
        label="Разделы"
        onChange={onChange}
        items={[
          { id: 'specs', label: 'Характеристики', content: 'Двигатель 2.5' },
          { id: 'desc', label: 'Описание', content: 'Один владелец' },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Разделы' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Двигатель 2.5');
    screen.getByRole('tab', { name: 'Характеристики' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('desc');
    expect(screen.getByRole('tabpanel').textContent).toBe('Один владелец');
  });
});

describe('Tag, Avatar', () => {
  it('Tag removes with a labelled button', async () => {
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove} removeLabel="Убрать Алматы">Алматы</Tag>);
    await userEvent.click(screen.getByRole('button', { name: 'Убрать Алматы' }));
    expect(onRemove).toHaveBeenCalled();
  });
  it('Avatar has an accessible name and initials', () => {
    render(<Avatar name="Айгерім Сәрсенова" />);
    expect(screen.getByRole('img', { name: 'Айгерім Сәрсенова' }).textContent).toBe('АС');
    expect(initials('  ')).toBe('');
    expect(initials('Jolda')).toBe('J');
  });
  it('Avatar of a name without letters (a phone number) shows a person icon, not digits (issue 23)', () => {
    expect(initials('+7 701 234 56 78')).toBe('');
    expect(initials('«Авто» Плюс')).toBe('АП');
    render(<Avatar name="+7 701 234 56 78" />);
    const avatar = screen.getByRole('img', { name: '+7 701 234 56 78' });
    expect(avatar.textContent).toBe('');
    expect(avatar.querySelector('svg')).not.toBeNull();
  });
});

describe('Carousel / Gallery', () => {
  it('Carousel labels region and slides', () => {
    render(
      <Carousel label="Похожие" labels={{ previous: 'Назад', next: 'Вперёд', slide: (i, n) => `${i} из ${n}` }}>
        <div>A</div>
        <div>B</div>
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Похожие' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('group', { name: '2 из 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeTruthy();
  });
  const gallery = (...alts: string[]) => ({
    label: 'Фото',
    labels: { previous: 'Назад', next: 'Вперёд', photo: (i: number, n: number) => `Фото ${i} из ${n}` },
    images: alts.map((alt, i) => ({ src: `/${i + 1}.webp`, alt })),
  });

  it('Gallery shows counter, eager first image and thumbnails', () => {
    render(<Gallery {...gallery('Спереди', 'Салон')} />);
    const imgs = screen.getAllByRole('img', { name: /Спереди|Салон/ });
    expect(imgs[0]!.getAttribute('loading')).toBe('eager');
    expect(imgs[1]!.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Фото 1 из 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('Gallery moves with arrows, keys and thumbnails, and follows a swipe of its scroll-snap track', async () => {
    const onIndexChange = vi.fn();
    render(<Gallery {...gallery('Спереди', 'Салон', 'Багажник')} onIndexChange={onIndexChange} />);
    const track = screen.getAllByRole('group')[0]!.parentElement!;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 400 });
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    const prev = screen.getByRole('button', { name: 'Назад' });
    expect((prev as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    expect((prev as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Фото 3 из 3' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 800, behavior: 'smooth' });
    expect((screen.getByRole('button', { name: 'Вперёд' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    // A swipe: the browser scrolls the track, the counter follows on the next frame.
    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 10 });
    fireEvent.scroll(track);
    await waitFor(() => expect(screen.getByText('1 / 3')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Фото 1 из 3' }).getAttribute('aria-current')).toBe('true');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });
});
