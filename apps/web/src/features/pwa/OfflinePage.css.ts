import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const icon = style({ color: vars.color.textMuted });
