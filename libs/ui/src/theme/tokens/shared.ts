/** Tokens that do not change between colour themes. */
export const shared = {
  font: {
    body: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
  },
  lineHeight: {
    xs: '1rem',
    sm: '1.25rem',
    md: '1.5rem',
    lg: '1.75rem',
    xl: '1.75rem',
    '2xl': '2rem',
    '3xl': '2.375rem',
    '4xl': '2.75rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  space: {
    '0': '0',
    '0.5': '0.125rem',
    '1': '0.25rem',
    '1.5': '0.375rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  /** Borders, dividers and focus outlines (`${vars.borderWidth.thick} solid ${vars.color.focusRing}`). */
  borderWidth: { thin: '1px', thick: '2px' },
  size: {
    /** Heights of tappable controls: compact, default, large (touch-friendly), extra large (tiles). */
    control: { sm: '36px', md: '40px', lg: '48px', xl: '56px' },
    /** Square icon and glyph boxes. */
    icon: { sm: '16px', md: '20px', lg: '24px', xl: '32px' },
    /** Max widths of centred page columns and floating panels, narrowest first. */
    container: {
      /** Small floating panels and cards (e.g. the NPS survey). */
      dialog: '420px',
      /** Single-form pages: sign-in. */
      narrow: '440px',
      /** Status pages: not found, offline. */
      status: '640px',
      /** Short reading column: profile. */
      prose: '720px',
      /** Long reading column: information sections. */
      article: '760px',
      /** Multi-field forms: posting wizard. */
      form: '880px',
      /** Internal tool pages: feature flags. */
      tool: '960px',
      /** List pages: favourites, saved searches, my publications. */
      wide: '1080px',
      /** Full-width content: search, listing, compare. */
      page: '1280px',
    },
    /** Height of the site header bar (without its bottom border). */
    header: '64px',
    /** Minimum listing-card width in auto-fill card grids. */
    cardMin: '240px',
  },
  radius: { none: '0', sm: '6px', md: '10px', lg: '14px', xl: '20px', full: '9999px' },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '100',
    dropdown: '200',
    overlay: '300',
    modal: '400',
    popover: '500',
    toast: '600',
    tooltip: '700',
    progress: '800',
  },
  duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    emphasized: 'cubic-bezier(0.3, 0, 0, 1.15)',
  },
} as const;
