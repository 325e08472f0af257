import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

export const main = style({ padding: vars.space['4'], minHeight: '100vh', background: vars.color.background });
