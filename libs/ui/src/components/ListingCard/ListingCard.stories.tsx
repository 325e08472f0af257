import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Scale, ShieldCheck } from '../../icons';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { carPhoto, sample, sampleLocale } from '../../storybook/samples';
import { Columns } from '../Columns/Columns';
import { IconButton } from '../IconButton/IconButton';
import { ListingCard } from './ListingCard';

const meta = {
  title: 'Components/ListingCard',
  component: ListingCard,
  args: {
    href: '#/announcement/1',
    title: 'Toyota Camry 2.5',
    year: 2019,
    mileage: 85_000,
    mileageUnit: 'км',
    city: 'Алматы',
    price: 12_500_000,
    locale: 'ru',
    image: { src: carPhoto(195), alt: '' },
    specs: ['2.5 л', 'Автомат'],
    meta: 'Сегодня',
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['ru', 'kk'] },
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    variant: { control: 'inline-radio', options: ['offer', 'listing'] },
    actions: { control: false },
    corner: { control: false },
    renderLink: { control: false },
  },
  decorators: [(Story, { parameters }) => <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 360 }}><Story /></div>],
} satisfies Meta<typeof ListingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

function Favourite({ label }: { label: string }) {
  const [on, setOn] = useState(false);
  return (
    <IconButton
      label={label}
      variant="secondary"
      size="sm"
      pressed={on}
      onClick={() => setOn((v) => !v)}
      icon={<Heart size={18} fill={on ? 'currentColor' : 'none'} />}
    />
  );
}

export const Default: Story = {
  render: (args, { globals }) => {
    const s = sample(globals);
    return (
      <ListingCard
        {...args}
        locale={sampleLocale(globals)}
        city={s.cities[0]}
        mileageUnit={s.km}
        badges={[{ label: s.badges.checked, tone: 'success' }]}
        actions={<Favourite label={s.favourite} />}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Toyota Camry 2.5' })).toHaveAttribute('href', '#/announcement/1');
    const fav = canvas.getByRole('button');
    await userEvent.click(fav);
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Playground: Story = {};
export const PriceDrop: Story = { args: { price: 11_900_000, previousPrice: 12_500_000, previousPriceLabel: 'Старая цена' } };
export const NoPhoto: Story = { args: { image: undefined } };
export const WithBadges: Story = {
  args: { badges: [{ label: 'Срочно', tone: 'danger' }, { label: 'Новое', tone: 'accent' }, { label: 'Проверено', tone: 'success' }] },
};
export const LongTitle: Story = { args: { title: 'Mercedes-Benz GLE-Класс 450 4MATIC Coupe AMG Line Premium Plus' } };
export const Horizontal: Story = { args: { layout: 'horizontal' }, parameters: { maxWidth: 800 } };

export const Grid: Story = {
  parameters: { maxWidth: 1200 },
  render: (args) => (
    <Columns columns={{ base: '1', sm: '2', lg: '3' }} space="4" as="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {[195, 10, 140, 260, 40, 320].map((hue, i) => (
        <li key={hue}>
          <ListingCard {...args} priority={i < 3} title={['Toyota Camry', 'Hyundai Tucson', 'Kia K5', 'Lexus RX 350', 'Chevrolet Cobalt', 'BMW X5'][i]!} price={[12_500_000, 14_200_000, 11_300_000, 28_900_000, 5_600_000, 35_000_000][i]!} image={{ src: carPhoto(hue), alt: '' }} />
        </li>
      ))}
    </Columns>
  ),
};

/** A new car from a dealer: no mileage; trim and engine as specs, the discount as the old price, the dealer below. */
export const NewCarOffer: Story = {
  args: {
    title: 'Kia K5 Prestige',
    year: 2026,
    mileage: undefined,
    mileageUnit: undefined,
    price: 16_200_000,
    previousPrice: 16_670_000,
    previousPriceLabel: 'Цена без скидки',
    specs: ['2.5 л', '194 л.с.', 'Автомат'],
    badges: [{ label: 'В наличии', tone: 'success' }],
    city: 'Kia Center Almaty',
    meta: 'Алматы',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/км/)).toBeNull();
    await expect(canvas.getByText('194 л.с.')).toBeVisible();
  },
};

/** A used car's announcement in search results: one link over photo and text, toggles and a report link over the photo. */
export const Listing: Story = {
  args: {
    variant: 'listing',
    title: 'Toyota Camry',
    generation: 'XV70',
    mileage: 85_000,
    photoCount: 7,
    specs: ['2.5 л, бензин, автомат', 'седан'],
    meta: <time dateTime="2026-11-20">20 нояб.</time>,
    badges: [
      { label: 'Ниже рынка', tone: 'success', testId: 'price-rating-badge' },
      { label: 'Дилер', tone: 'info' },
    ],
  },
  render: (args, { globals }) => {
    const s = sample(globals);
    return (
      <ListingCard
        {...args}
        locale={sampleLocale(globals)}
        city={s.cities[0]}
        mileageUnit={s.km}
        corner={
          <a href="#/inspected/1">
            <ShieldCheck aria-hidden size={12} /> {s.badges.checked}
          </a>
        }
        actions={
          <>
            <Favourite label={s.favourite} />
            <IconButton label="Сравнить" variant="secondary" size="sm" icon={<Scale size={16} />} />
          </>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('listing-card');
    const link = canvas.getByRole('link', { name: /Toyota Camry/ });
    await expect(link).toHaveAttribute('href', '#/announcement/1');
    // The photo and the text are the one link; the report link and the toggles are its siblings, not inside it.
    await expect(link).toContainElement(canvasElement.querySelector('img'));
    await expect(link).toContainElement(canvas.getByTestId('listing-title'));
    await expect(link).toHaveTextContent(/XV70 · 2019 · 85\s000\sкм/);
    await expect(link).toHaveTextContent('2.5 л, бензин, автомат, седан');
    await expect(canvas.getByTestId('price-rating-badge')).toHaveTextContent('Ниже рынка');
    await expect(canvas.getByText('7')).toBeVisible();
    const report = canvas.getByRole('link', { name: /Проверено|Тексерілген/ });
    await expect(link).not.toContainElement(report);
    const fav = canvas.getByRole('button', { name: /В избранное|Таңдаулыларға/ });
    await expect(link).not.toContainElement(fav);
    await userEvent.click(fav);
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toHaveAttribute('data-testid', 'listing-card');
  },
};

/** A listing without a photo: a short text in place of the picture, no photo count. */
export const ListingNoPhoto: Story = {
  args: { variant: 'listing', image: undefined, noPhotoLabel: 'Нет фото', photoCount: 0, specs: ['1.6 л, бензин, механика', 'седан'], badges: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Нет фото')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ListingGrid: Story = {
  parameters: { maxWidth: 1200 },
  render: (args) => (
    <Columns columns={{ base: '1', sm: '2', lg: '3' }} space="4" as="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {[195, 10, 140].map((hue, i) => (
        <li key={hue}>
          <ListingCard
            {...args}
            variant="listing"
            priority={i < 2}
            photoCount={i + 2}
            title={['Toyota Camry', 'Hyundai Tucson', 'Kia K5'][i] ?? ''}
            specs={['2.5 л, бензин, автомат', 'кроссовер']}
            badges={i === 1 ? [{ label: 'Выше рынка', tone: 'warning' }] : [{ label: 'Дилер', tone: 'info' }]}
            image={{ src: carPhoto(hue), alt: '' }}
          />
        </li>
      ))}
    </Columns>
  ),
};
