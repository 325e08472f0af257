import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Columns } from '../Columns/Columns';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', width: 240, height: 24 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { shape: 'text', lines: 3, width: 320 } };
export const Shapes: Story = {
  render: () => (
    <Inline space="4" alignY="center">
      <Skeleton shape="circle" width={48} height={48} />
      <Skeleton shape="rect" width={120} height={48} />
      <div style={{ width: 200 }}>
        <Skeleton shape="text" lines={2} />
      </div>
    </Inline>
  ),
};

/** The listing grid while loading: same 4:3 photo box as ListingCard, so nothing jumps. */
export const ListingGrid: Story = {
  render: () => (
    <Columns columns={{ base: '1', sm: '2', lg: '3' }} space="4" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} padding="none">
          <Skeleton aspectRatio="4 / 3" />
          <Stack space="2" padding="4">
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="45%" height={24} />
            <Skeleton shape="text" lines={2} />
          </Stack>
        </Card>
      ))}
    </Columns>
  ),
};
