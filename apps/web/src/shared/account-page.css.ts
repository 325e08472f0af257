import { style } from '@vanilla-extract/css';
import { vars } from '@jolda/ui';

/** A signed-in user's page title: one size on every screen (these pages are lists, not landing pages). */
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight['2xl'], overflowWrap: 'anywhere' });
