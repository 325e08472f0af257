import { useLingui } from '@lingui/react/macro';
import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  key: string;
  label: string;
  link: LinkProps;
}

/** The site's sections, in the header and the footer. */
export function useNavItems(): NavItem[] {
  const { t } = useLingui();
  return [
    { key: 'cars', label: t`Авто с пробегом`, link: { to: '/cars/$', params: { _splat: '' } } },
    { key: 'new', label: t`Новые авто`, link: { to: '/new-auto/$', params: { _splat: '' } } },
    { key: 'market', label: t`Маркет`, link: { to: '/market' } },
    { key: 'dealers', label: t`Автосалоны`, link: { to: '/autocenters' } },
    { key: 'autocheck', label: t`Проверка авто`, link: { to: '/autocheck' } },
    { key: 'guide', label: t`Гид`, link: { to: '/guide' } },
    { key: 'ai', label: t`AI-чат`, link: { to: '/ai-chat' } },
  ];
}
