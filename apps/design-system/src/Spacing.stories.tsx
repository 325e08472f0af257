import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints, Heading, lightTokens, Stack, Text, vars } from '@jolda/ui';

/** A token scale's keys, in the order the tokens define them. */
const keysOf = <T extends object>(scale: T) => Object.keys(scale) as Array<keyof T & string>;

/** One token: its name and value, then a sample drawn with it. */
function TokenRow({ name, value, labelWidth = 120, children }: { name: string; value: string; labelWidth?: number; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `${labelWidth}px minmax(0, 1fr)`, gap: 16, alignItems: 'center' }}>
      <code>
        {name} · {value}
      </code>
      {children}
    </div>
  );
}

const meta = { title: 'Foundations/Spacing & shape' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  render: () => (
    <Stack space="3">
      <Heading level={1}>Spacing</Heading>
      <Text tone="muted">4px grid. Use the keys with sprinkles props: {`<Box padding={{ base: '4', md: '8' }} />`}</Text>
      {keysOf(lightTokens.space).map((k) => (
        <TokenRow key={k} name={k} value={lightTokens.space[k]}>
          <span style={{ display: 'block', height: 16, width: vars.space[k], background: vars.color.brand, borderRadius: 2 }} />
        </TokenRow>
      ))}
    </Stack>
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <Stack space="4">
      <Heading level={2}>Radii</Heading>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {keysOf(lightTokens.radius).map((r) => (
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

export const BorderWidths: Story = {
  render: () => (
    <Stack space="3">
      <Heading level={2}>Border widths</Heading>
      <Text tone="muted">
        <code>thin</code> for borders and dividers, <code>thick</code> for emphasised borders and focus outlines (width and offset of{' '}
        <code>vars.color.focusRing</code>).
      </Text>
      {keysOf(lightTokens.borderWidth).map((k) => (
        <TokenRow key={k} name={k} value={lightTokens.borderWidth[k]}>
          <span style={{ display: 'block', width: 160, height: 40, border: `${vars.borderWidth[k]} solid ${vars.color.borderStrong}`, borderRadius: vars.radius.md }} />
        </TokenRow>
      ))}
      <TokenRow name="focus ring" value={`thick, ${lightTokens.borderWidth.thick} offset`}>
        <span
          style={{
            display: 'block',
            width: 160,
            height: 40,
            border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
            outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
            outlineOffset: vars.borderWidth.thick,
          }}
        />
      </TokenRow>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack space="4">
      <Heading level={2}>Control heights</Heading>
      <Text tone="muted">
        Minimum heights of buttons, links and tiles: <code>vars.size.control.*</code>. <code>lg</code> and up are comfortable touch targets.
      </Text>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        {keysOf(lightTokens.size.control).map((k) => (
          <div
            key={k}
            style={{
              minHeight: vars.size.control[k],
              padding: `0 ${vars.space['4']}`,
              display: 'inline-flex',
              alignItems: 'center',
              borderRadius: vars.radius.md,
              background: vars.color.brandSoft,
              color: vars.color.brand,
              fontWeight: 600,
            }}
          >
            {k} · {lightTokens.size.control[k]}
          </div>
        ))}
      </div>

      <Heading level={2}>Icon sizes</Heading>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        {keysOf(lightTokens.size.icon).map((k) => (
          <div key={k} style={{ display: 'grid', gap: 8, justifyItems: 'center' }}>
            <span style={{ display: 'block', width: vars.size.icon[k], height: vars.size.icon[k], borderRadius: vars.radius.sm, background: vars.color.brand }} />
            <code>
              {k} · {lightTokens.size.icon[k]}
            </code>
          </div>
        ))}
      </div>

      <Heading level={2}>Container widths</Heading>
      <Text tone="muted">
        Max widths of centred page columns and floating panels: <code>vars.size.container.*</code>.
      </Text>
      {keysOf(lightTokens.size.container).map((k) => (
        <TokenRow key={k} name={k} value={lightTokens.size.container[k]} labelWidth={160}>
          {/* Drawn to scale against the widest (page), so the widths stay comparable in any frame. */}
          <span
            style={{
              display: 'block',
              height: 16,
              width: `${(100 * parseInt(lightTokens.size.container[k], 10)) / parseInt(lightTokens.size.container.page, 10)}%`,
              background: vars.color.brand,
              borderRadius: 2,
            }}
          />
        </TokenRow>
      ))}

      <Heading level={2}>Other sizes</Heading>
      <Text>
        <code>header · {lightTokens.size.header}</code> — height of the site header bar (its bottom border adds <code>borderWidth.thin</code>).
      </Text>
      <Text>
        <code>cardMin · {lightTokens.size.cardMin}</code> — minimum card width in <code>repeat(auto-fill, minmax(…, 1fr))</code> card grids.
      </Text>
    </Stack>
  ),
};
