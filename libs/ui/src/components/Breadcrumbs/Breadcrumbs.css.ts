import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['1'], listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.sm });
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'], color: vars.color.textMuted, minWidth: 0 });
export const link = style({ color: vars.color.textMuted, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } } });
export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const separator = style({ color: vars.color.textMuted, flexShrink: 0 });
