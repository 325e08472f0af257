import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const wrap = style({ marginTop: vars.space['3'] });
