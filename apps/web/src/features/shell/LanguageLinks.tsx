import { useRouterState } from '@tanstack/react-router';
import type { Locale } from '@jolda/contracts';
import { localizePath, serializeLocaleCookie } from '@jolda/i18n';
import { Button } from '@jolda/ui';
import { Languages } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';

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
    <Button
      href={href}
      hrefLang={other === 'kk' ? 'kk-KZ' : 'ru-RU'}
      lang={other}
      variant="secondary"
      size="sm"
      iconStart={<Languages size={16} />}
      onClick={() => {
        document.cookie = serializeLocaleCookie(other);
      }}
    >
      {NAMES[other]}
    </Button>
  );
}
