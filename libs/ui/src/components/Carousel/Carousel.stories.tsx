import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { carPhoto } from '../../storybook/samples';
import { Gallery } from '../Gallery/Gallery';
import { ListingCard } from '../ListingCard/ListingCard';
import { Carousel } from './Carousel';

const labels = { previous: 'Назад', next: 'Вперёд', slide: (i: number, n: number) => `${i} из ${n}` };

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { label: 'Похожие объявления', labels, children: null },
  render: (args) => (
    <div style={{ maxWidth: 1100 }}>
      <Carousel {...args}>
        {[195, 10, 140, 260, 40, 320].map((hue, i) => (
          <ListingCard
            key={hue}
            href="#"
            title={['Toyota Camry', 'Hyundai Tucson', 'Kia K5', 'Lexus RX', 'Chevrolet Cobalt', 'BMW X5'][i]!}
            year={2020}
            mileage={45000}
            mileageUnit="км"
            city="Астана"
            price={10_000_000 + i * 1_500_000}
            locale="ru"
            image={{ src: carPhoto(hue), alt: '' }}
          />
        ))}
      </Carousel>
    </div>
  ),
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Похожие объявления' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
  },
};
export const Playground: Story = { args: { loop: true } };

export const GalleryStory: Story = {
  name: 'Gallery',
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <Gallery
        label="Фотографии"
        labels={{ previous: 'Предыдущее фото', next: 'Следующее фото', photo: (i, n) => `Фото ${i} из ${n}` }}
        images={[195, 10, 140, 260, 40].map((h, i) => ({ src: carPhoto(h, `${i + 1}`), alt: `Toyota Camry, фото ${i + 1}` }))}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Следующее фото' });
    await waitFor(() => expect(next).not.toBeDisabled());
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByText('2 / 5')).toBeInTheDocument());
  },
};
