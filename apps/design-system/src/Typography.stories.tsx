import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, lightTokens, Stack, Text, vars } from '@jolda/ui';

const meta = { title: 'Foundations/Typography' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sizes = Object.keys(lightTokens.fontSize) as Array<keyof typeof lightTokens.fontSize>;

export const TypeScale: Story = {
  render: () => (
    <Stack space="4">
      <Heading level={1}>Type scale</Heading>
      <Text tone="muted">Inter Variable, self-hosted: one file cut to Latin, Cyrillic with every Kazakh letter and ₸ (tools/build-font.mjs).</Text>
      {sizes.map((s) => (
        <div key={s} style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 16, alignItems: 'baseline' }}>
          <code style={{ color: vars.color.textMuted, fontSize: 13 }}>
            {s} · {lightTokens.fontSize[s]} / {lightTokens.lineHeight[s]}
          </code>
          <span style={{ fontSize: vars.fontSize[s], lineHeight: vars.lineHeight[s] }}>
            Қазақстандағы көліктер — Автомобили 12 500 000 ₸
          </span>
        </div>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: () => (
    <Stack space="2">
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((w) => (
        <Text key={w} size="xl" weight={w}>
          {w} — ә ғ қ ң ө ұ ү һ і
        </Text>
      ))}
    </Stack>
  ),
};
