import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Stack, Text, vars } from '@jolda/ui';
import * as iconSet from '@jolda/ui/icons';
import type { Icon } from '@jolda/ui/icons';

const meta = { title: 'Foundations/Icons' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const icons = Object.entries(iconSet)
  .filter((entry): entry is [string, Icon] => typeof entry[1] === 'function' && 'iconName' in entry[1])
  .sort(([a], [b]) => a.localeCompare(b));

export const Library: Story = {
  render: () => (
    <Stack space="4">
      <Heading level={1}>Icons</Heading>
      <Text tone="muted">
        The icons the apps use, from lucide, imported from @jolda/ui/icons: one svg whose drawing is fixed markup, so
        React hydrates one element per icon. 20px in buttons, 16px in badges, stroke 2. Icons are decorative (aria-hidden)
        — the accessible name comes from the label prop.
      </Text>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 12 }}>
        {icons.map(([name, Icon]) => (
          <div key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8, padding: 12, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` }}>
            <Icon size={24} />
            <code style={{ fontSize: 12, color: vars.color.textMuted }}>{name}</code>
          </div>
        ))}
      </div>
    </Stack>
  ),
};
