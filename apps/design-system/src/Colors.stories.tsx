import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastPairs, contrastRatio, darkTokens, Heading, lightTokens, Stack, Text, vars } from '@jolda/ui';

const meta = { title: 'Foundations/Colours', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const names = Object.keys(lightTokens.color) as Array<keyof typeof lightTokens.color>;

const cell = { padding: '6px 10px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' as const, fontSize: 14 };

function Swatch({ color }: { color: string }) {
  return (
    <span
      style={{ display: 'inline-block', width: 40, height: 24, borderRadius: 6, background: color, border: '1px solid rgba(127,127,127,.4)', verticalAlign: 'middle' }}
    />
  );
}

/** Every colour token in both themes. The page itself follows the toolbar theme. */
export const Palette: Story = {
  render: () => (
    <Stack space="4">
      <Heading level={1}>Colours</Heading>
      <Text tone="muted">Components read colours only through <code>vars.color.*</code>.</Text>
      <table style={{ borderCollapse: 'collapse', width: '100%', maxWidth: 760 }}>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Light</th>
            <th style={cell}>Dark</th>
          </tr>
        </thead>
        <tbody>
          {names.map((n) => (
            <tr key={n}>
              <td style={cell}><code>{n}</code></td>
              <td style={cell}><Swatch color={lightTokens.color[n]} /> <code>{lightTokens.color[n]}</code></td>
              <td style={cell}><Swatch color={darkTokens.color[n]} /> <code>{darkTokens.color[n]}</code></td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  ),
};

/** Text pairs show "Aa"; non-text pairs (borders, focus ring) show a ring, as that is how they are used. */
function Sample({ fg, bg, text }: { fg: string; bg: string; text: boolean }) {
  if (!text) {
    return (
      <span style={{ display: 'inline-block', verticalAlign: 'middle', background: bg, padding: 4, borderRadius: 4 }}>
        <span style={{ display: 'block', width: 24, height: 14, border: `2px solid ${fg}`, borderRadius: 4 }} />
      </span>
    );
  }
  return <span style={{ background: bg, color: fg, padding: '2px 8px', borderRadius: 4, fontWeight: 600 }}>Aa</span>;
}

/** Contrast ratios of the pairs the components use (WCAG AA: 4.5 text, 3 non-text). Also asserted by unit tests. */
export const Contrast: Story = {
  render: () => (
    <Stack space="4">
      <Heading level={1}>Contrast</Heading>
      <table style={{ borderCollapse: 'collapse', width: '100%', maxWidth: 900 }}>
        <thead>
          <tr>
            <th style={cell}>Pair</th>
            <th style={cell}>Use</th>
            <th style={cell}>Min</th>
            <th style={cell}>Light</th>
            <th style={cell}>Dark</th>
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map((p) => {
            const fgL = lightTokens.color[p.fg as keyof typeof lightTokens.color];
            const bgL = lightTokens.color[p.bg as keyof typeof lightTokens.color];
            const fgD = darkTokens.color[p.fg as keyof typeof darkTokens.color];
            const bgD = darkTokens.color[p.bg as keyof typeof darkTokens.color];
            const l = contrastRatio(fgL, bgL);
            const d = contrastRatio(fgD, bgD);
            return (
              <tr key={`${p.fg}-${p.bg}`}>
                <td style={cell}><code>{p.fg}</code> on <code>{p.bg}</code></td>
                <td style={cell}>{p.use}</td>
                <td style={cell}>{p.min}:1</td>
                <td style={cell}>
                  <Sample fg={fgL} bg={bgL} text={p.min >= 4.5} />{' '}
                  {l.toFixed(2)} {l >= p.min ? '✓' : '✗'}
                </td>
                <td style={cell}>
                  <Sample fg={fgD} bg={bgD} text={p.min >= 4.5} />{' '}
                  {d.toFixed(2)} {d >= p.min ? '✓' : '✗'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Stack>
  ),
};
