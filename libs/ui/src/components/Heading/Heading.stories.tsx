import type { Meta, StoryObj } from '@storybook/react-vite';
import { sample } from '../../storybook/samples';
import { vars } from '../../theme/contract.css';
import { Stack } from '../Stack/Stack';
import { Heading } from './Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 1, children: 'Автомобили в Казахстане' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'inline-radio', options: [undefined, 1, 2, 3, 4, 5, 6] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    tone: { control: 'inline-radio', options: ['default', 'inherit'] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <Heading {...args}>{sample(globals).heading}</Heading>,
};
export const Playground: Story = { args: { level: 2, size: 3 } };

export const Levels: Story = {
  render: (_, { globals }) => (
    <Stack space="4">
      {([1, 2, 3, 4, 5, 6] as const).map((l) => (
        <Heading key={l} level={l}>
          H{l} · {sample(globals).heading}
        </Heading>
      ))}
    </Stack>
  ),
};

/** Kazakh letters from Inter's cyrillic-ext subset. */
export const KazakhGlyphs: Story = {
  render: () => (
    <Stack space="2">
      <Heading level={2}>Ә Ғ Қ Ң Ө Ұ Ү Һ І</Heading>
      <Heading level={3}>ә ғ қ ң ө ұ ү һ і — Қарағанды, Өскемен, Үшарал</Heading>
    </Stack>
  ),
};

export const SizeDifferentFromLevel: Story = { args: { level: 2, size: 4, children: 'h2 с размером h4' } };

/** `tone="inherit"`: on a brand-coloured panel (the home page's hero) the heading takes the panel's text colour. */
export const OnBrandPanel: Story = {
  render: (_, { globals }) => (
    <div style={{ background: vars.color.brand, color: vars.color.onBrand, padding: vars.space['6'], borderRadius: vars.radius.xl }}>
      <Heading level={2} tone="inherit">
        {sample(globals).heading}
      </Heading>
    </div>
  ),
};
