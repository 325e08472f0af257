import { useRouterState } from '@tanstack/react-router';
import type { Locale } from '@jolda/contracts';
import { localizePath, serializeLocaleCookie } from '@jolda/i18n';
import { Languages } from 'lucide-react';
import { useLocale } from './use-locale';
import * as styles from './LanguageLinks.css';

/** Each language's own name, shown in that language. */
const NAMES: Record<Locale, string> = { ru: 'Русский', kk: 'Қазақша' };

/**
 * A link to the same page in the other language (query and hash kept). Following it stores the
 * choice in the `locale` cookie; the server renders the page anew in that language.
 */
export function LanguageLinks() {
  const current = useLocale();
  const other: Locale = current === 'ru' ? 'kk' : 'ru';
  const location = useRouterState({ select: (s) => s.location });
  const href = `${localizePath(location.pathname, other)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
  return (
    <a
      href={href}
      hrefLang={other === 'kk' ? 'kk-KZ' : 'ru-RU'}
      lang={other}
      className={styles.link}
      onClick={() => {
        document.cookie = serializeLocaleCookie(other);
      }}
    >
      <Languages aria-hidden size={16} />
      <span>{NAMES[other]}</span>
    </a>
  );
}
