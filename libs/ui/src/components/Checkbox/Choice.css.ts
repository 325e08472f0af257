import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: '44px',
  paddingBlock: vars.space['2'],
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginTop: '1px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onBrand,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${root}:hover &`]: { borderColor: vars.color.brand },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    [`${root}[data-focus-visible] &`]: { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const radio = style([box, { borderRadius: vars.radius.full }]);

export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.onBrand,
  transform: 'scale(0)',
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${root}[data-selected] &`]: { transform: 'scale(1)' } },
});

export const label = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'] });

export const description = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm, color: vars.color.textMuted });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], border: 0, padding: 0, margin: 0 });

export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text, marginBottom: vars.space['1'] });

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['6'] });

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '44px',
  height: '26px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${vars.duration.normal}`,
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.brand },
    [`${root}[data-focus-visible] &`]: { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  backgroundColor: '#ffffff',
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(18px)' } },
});
