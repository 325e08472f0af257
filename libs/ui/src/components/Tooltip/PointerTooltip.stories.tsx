import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { sampleLocale } from '../../storybook/samples';
import { usePointerTooltip } from './PointerTooltip';

const months = {
  ru: ['июн', 'июл', 'авг', 'сен', 'окт', 'ноя'],
  kk: ['мау', 'шіл', 'там', 'қыр', 'қаз', 'қар'],
};
const prices = [13_900_000, 13_500_000, 13_500_000, 12_900_000, 12_700_000, 12_500_000];

/** A price-history chart whose bars show their price under the pointer, by the spec's tooltip rules. */
function PriceBars({ locale }: { locale: 'ru' | 'kk' }) {
  const { show, hide, tooltip } = usePointerTooltip();
  const max = Math.max(...prices);
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 12, height: 220, padding: 16, border: `1px solid ${vars.color.border}`, borderRadius: 12 }}>
      {prices.map((price, i) => {
        const label = `${months[locale][i]}: ${price.toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0₸`;
        return (
          <button
            key={i}
            type="button"
            aria-label={label}
            onPointerMove={(e) => show({ x: e.clientX, y: e.clientY }, label)}
            onPointerLeave={hide}
            onFocus={(e) => {
              const r = e.currentTarget.getBoundingClientRect();
              show({ x: r.left + r.width / 2, y: r.top }, label);
            }}
            onBlur={hide}
            style={{ flex: 1, height: `${(price / max) * 100}%`, background: vars.color.brand, border: 0, borderRadius: 6, cursor: 'pointer' }}
          />
        );
      })}
      {tooltip}
    </div>
  );
}

const meta = {
  title: 'Components/PointerTooltip',
  decorators: [(Story) => <div style={{ maxWidth: 480, paddingTop: 80 }}><Story /></div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceChart: Story = {
  render: (_args, { globals }) => <PriceBars locale={sampleLocale(globals)} />,
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('button');
    await userEvent.hover(bars[2]!);
    const tip = within(canvasElement).getByRole('tooltip', { hidden: true });
    await waitFor(() => expect(tip.style.opacity).toBe('1'));
    await expect(tip.textContent).toMatch(/13\u00a0500\u00a0000\u00a0₸/);
    // 14 px from the viewport edge at least.
    const r = tip.getBoundingClientRect();
    await expect(r.left).toBeGreaterThanOrEqual(14);
    await expect(r.top).toBeGreaterThanOrEqual(14);
    await userEvent.unhover(bars[2]!);
    await waitFor(() => expect(tip.style.opacity).toBe('0'));
  },
};
