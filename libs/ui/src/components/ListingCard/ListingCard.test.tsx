import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingCard, type ListingCardProps } from './ListingCard';

const base: ListingCardProps = {
  href: '/announcement/1',
  title: 'Toyota Camry',
  year: 2019,
  mileage: 85000,
  mileageUnit: 'км',
  city: 'Алматы',
  price: 12_500_000,
  locale: 'ru',
  image: { src: '/photo.webp', alt: '' },
};
const norm = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('ListingCard', () => {
  it('is an article with a heading link to the listing', () => {
    render(<ListingCard {...base} />);
    expect(screen.getByRole('article')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 3, name: 'Toyota Camry' });
    const link = screen.getByRole('link', { name: 'Toyota Camry' });
    expect(heading.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/announcement/1');
  });

  it('shows price, year, mileage and city', () => {
    const { container } = render(<ListingCard {...base} specs={['Автомат']} />);
    const text = norm(container.textContent);
    expect(text).toContain('12 500 000 ₸');
    expect(text).toContain('2019');
    expect(text).toContain('85 000 км');
    expect(text).toContain('Автомат');
    expect(text).toContain('Алматы');
  });

  it('lazy loads the photo unless priority', () => {
    const { container, rerender } = render(<ListingCard {...base} />);
    let img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('600');
    rerender(<ListingCard {...base} priority />);
    img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('renders badges, a favourite slot and a placeholder without image', () => {
    render(
      <ListingCard
        {...base}
        image={undefined}
        badges={[{ label: 'Срочно', tone: 'danger' }]}
        actions={<button aria-pressed="false">В избранное</button>}
      />,
    );
    expect(screen.getByText('Срочно')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'В избранное' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uses renderLink for router links', () => {
    render(<ListingCard {...base} headingLevel={2} renderLink={(p) => <a {...p} data-router="" />} />);
    expect(screen.getByRole('link').hasAttribute('data-router')).toBe(true);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  describe('listing variant', () => {
    const listing: ListingCardProps = {
      ...base,
      variant: 'listing',
      generation: 'XV70',
      photoCount: 5,
      specs: ['2.5 л, бензин, автомат', 'седан'],
      meta: <time dateTime="2026-11-20">20 нояб.</time>,
      badges: [{ label: 'Ниже рынка', tone: 'success', testId: 'price-rating-badge' }],
      corner: <a href="/inspected/1">Проверено</a>,
      actions: <button aria-pressed="false">В избранное</button>,
    };

    it('is one link around the photo and the text, with the controls beside it', () => {
      render(<ListingCard {...listing} />);
      const card = screen.getByTestId('listing-card');
      const link = screen.getByRole('link', { name: /Toyota Camry/ });
      expect(card.querySelector('a')).toBe(link); // the listing's link comes first (tests and keyboards rely on it)
      expect(link.getAttribute('href')).toBe('/announcement/1');
      expect(link.contains(card.querySelector('img'))).toBe(true);
      expect(link.contains(screen.getByTestId('listing-title'))).toBe(true);
      expect(link.contains(screen.getByRole('button', { name: 'В избранное' }))).toBe(false);
      expect(link.contains(screen.getByRole('link', { name: 'Проверено' }))).toBe(false);
    });

    it('shows generation, year, mileage, specs, city, date, photo count and status badges', () => {
      const { container } = render(<ListingCard {...listing} />);
      const text = norm(container.textContent);
      expect(text).toContain('XV70 · 2019 · 85 000 км');
      expect(text).toContain('12 500 000 ₸');
      expect(text).toContain('2.5 л, бензин, автомат, седан');
      expect(text).toContain('Алматы');
      expect(text).toContain('20 нояб.');
      expect(screen.getByText('5')).toBeTruthy();
      expect(screen.getByTestId('price-rating-badge').textContent).toBe('Ниже рынка');
    });

    it('says there is no photo in words, and counts photos only when there are several', () => {
      render(<ListingCard {...listing} image={undefined} photoCount={1} noPhotoLabel="Нет фото" />);
      expect(screen.getByText('Нет фото')).toBeTruthy();
      expect(screen.queryByText('1')).toBeNull();
    });
  });
});
