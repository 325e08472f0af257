import type { MouseEvent, ReactElement } from 'react';
import type { UiLocale } from '../../format/price';
import { cx } from '../../utils/cx';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';
import * as styles from '../SegmentedControl/SegmentedControl.css';

export interface LanguageLinkRenderProps {
  locale: UiLocale;
  href: string;
  className: string;
  children: string;
  hrefLang: string;
  lang: string;
  'aria-current': 'true' | undefined;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface LanguageSwitchProps {
  value: UiLocale;
  onChange: (locale: UiLocale) => void;
  /** Group name, e.g. "Язык". */
  label: string;
  /** Option labels, e.g. `{ ru: 'Рус', kk: 'Қаз' }` (each rendered with its own `lang`). */
  labels: Record<UiLocale, string>;
  /**
   * URLs of the current page in each language. When given, the switch renders real links
   * (crawlable, work without JS) instead of radio buttons; onChange still fires on click.
   */
  hrefs?: Record<UiLocale, string>;
  /** With `hrefs`: render each link yourself (router link). */
  renderLink?: (props: LanguageLinkRenderProps) => ReactElement;
  size?: 'sm' | 'md';
  className?: string;
}

const locales: UiLocale[] = ['ru', 'kk'];

/** Controlled ru/kk switch: a radio group, or a nav of links when `hrefs` is given. */
export function LanguageSwitch({ value, onChange, label, labels, hrefs, renderLink, size = 'sm', className }: LanguageSwitchProps) {
  if (!hrefs) {
    return (
      <SegmentedControl
        label={label}
        value={value}
        onChange={onChange}
        size={size}
        className={className}
        options={locales.map((l) => ({ value: l, label: labels[l] }))}
      />
    );
  }
  return (
    <nav aria-label={label} className={cx(styles.group({ fullWidth: false }), className)}>
      {locales.map((locale) => {
        const props: LanguageLinkRenderProps = {
          locale,
          href: hrefs[locale],
          className: styles.segment({ size }),
          children: labels[locale],
          hrefLang: locale,
          lang: locale,
          'aria-current': locale === value ? 'true' : undefined,
          onClick: () => onChange(locale),
        };
        if (renderLink) return <span key={locale} style={{ display: 'contents' }}>{renderLink(props)}</span>;
        const { locale: _l, children, ...anchor } = props;
        return (
          <a key={locale} {...anchor}>
            {children}
          </a>
        );
      })}
    </nav>
  );
}
