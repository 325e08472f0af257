import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints, Heading, lightTokens, Stack, Text, vars } from '@jolda/ui';

const meta = { title: 'Foundations/Spacing & shape' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  render: () => (
    <Stack space="3">
      <Heading level={1}>Spacing</Heading>
      <Text tone="muted">4px grid. Use the keys with sprinkles props: {`<Box padding={{ base: '4', md: '8' }} />`}</Text>
      {(Object.keys(lightTokens.space) as Array<keyof typeof lightTokens.space>).map((k) => (
        <div key={k} style={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 16, alignItems: 'center' }}>
          <code>
            {k} · {lightTokens.space[k]}
          </code>
          <span style={{ display: 'block', height: 16, width: vars.space[k], background: vars.color.brand, borderRadius: 2 }} />
        </div>
      ))}
    </Stack>
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <Stack space="4">
      <Heading level={2}>Radii</Heading>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {(Object.keys(lightTokens.radius) as Array<keyof typeof lightTokens.radius>).map((r) => (
          <div key={r} style={{ width: 96, height: 64, borderRadius: vars.radius[r], background: vars.color.brandSoft, color: vars.color.brand, display: 'grid', placeItems: 'center', fontWeight: 600 }}>
            {r}
          </div>
        ))}
      </div>
      <Heading level={2}>Shadows</Heading>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {(['sm', 'md', 'lg'] as const).map((s) => (
          <div key={s} style={{ width: 140, height: 80, borderRadius: vars.radius.lg, background: vars.color.surfaceRaised, boxShadow: vars.shadow[s], display: 'grid', placeItems: 'center' }}>
            {s}
          </div>
        ))}
      </div>
    </Stack>
  ),
};

export const Breakpoints: Story = {
  render: () => (
    <Stack space="2">
      <Heading level={2}>Breakpoints</Heading>
      {Object.entries(breakpoints).map(([k, v]) => (
        <Text key={k}>
          <code>{k}</code> — min-width {v}px
        </Text>
      ))}
    </Stack>
  ),
};
