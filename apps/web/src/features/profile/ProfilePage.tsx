import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell, BellRing, Car, FileText, Heart, MessageCircle, Settings, ShieldCheck } from '@jolda/ui/icons';
import { catalogQueries, useHttp } from '@jolda/api-client';
import { profileQueries } from '@jolda/auth';
import { Avatar, Box, Card, Inline, Stack } from '@jolda/ui';
import { formatDate } from '@jolda/i18n';
import { useLocale } from '../../shared/use-locale';
import * as styles from './profile.css';

export function formatKzPhone(e164: string): string {
  const m = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : e164;
}

/** `/profile`: name, phone, city, language, member since, and links to the profile's sections. */
export function ProfilePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const profile = useSuspenseQuery(profileQueries.me(http, { signedIn: true })).data;
  const cities = useSuspenseQuery(catalogQueries.cities(http)).data.items;
  if (!profile) return null;
  const city = cities.find((c) => c.id === profile.cityId)?.name ?? null;
  const since = formatDate(profile.createdAt, locale, 'long');
  const name = profile.name?.trim() || null;
  return (
    <Stack space="6" maxWidth="prose" marginX="auto" paddingX="4" paddingTop="8" paddingBottom="12">
      <Inline space="4" wrap={false}>
        <Avatar name={name ?? formatKzPhone(profile.phone)} size="lg" decorative />
        <h1 className={styles.title}>{name ?? <Trans>Профиль</Trans>}</h1>
      </Inline>
      <Card padding="lg">
        <Box as="dl" display="grid" gap="3" gridTemplateColumns={{ base: '1', sm: '2' }}>
          <Stack space="0.5">
            <dt className={styles.factLabel}>
              <Trans>Имя</Trans>
            </dt>
            <dd className={styles.factValue}>{name ?? <Trans>не указано</Trans>}</dd>
          </Stack>
          <Stack space="0.5">
            <dt className={styles.factLabel}>
              <Trans>Телефон</Trans>
            </dt>
            <dd className={styles.factValue} data-testid="profile-phone">
              {formatKzPhone(profile.phone)}
            </dd>
          </Stack>
          <Stack space="0.5">
            <dt className={styles.factLabel}>
              <Trans>Город</Trans>
            </dt>
            <dd className={styles.factValue}>{city ?? <Trans>не указан</Trans>}</dd>
          </Stack>
          <Stack space="0.5">
            <dt className={styles.factLabel}>
              <Trans>Язык</Trans>
            </dt>
            <dd className={styles.factValue}>{profile.locale === 'kk' ? 'Қазақша' : 'Русский'}</dd>
          </Stack>
          <Stack space="0.5">
            <dt className={styles.factLabel}>
              <Trans>На Jolda с</Trans>
            </dt>
            <dd className={styles.factValue}>
              <time dateTime={profile.createdAt}>{since}</time>
            </dd>
          </Stack>
        </Box>
      </Card>
      <nav aria-label={t`Разделы профиля`}>
        <Box as="ul" display="grid" gap="2" gridTemplateColumns={{ base: '1', sm: '3' }} margin="0" padding="0" listStyle="none">
          <li>
            <Link to="/profile/favourites" className={styles.linkCard}>
              <Heart aria-hidden size={20} /> <Trans>Избранное</Trans>
            </Link>
          </li>
          <li>
            <Link to="/profile/messages" className={styles.linkCard}>
              <MessageCircle aria-hidden size={20} /> <Trans>Сообщения</Trans>
            </Link>
          </li>
          <li>
            <Link to="/profile/notifications" className={styles.linkCard}>
              <Bell aria-hidden size={20} /> <Trans>Уведомления</Trans>
            </Link>
          </li>
          <li>
            <Link to="/profile/saved-searches" className={styles.linkCard}>
              <BellRing aria-hidden size={20} /> <Trans>Сохранённые поиски</Trans>
            </Link>
          </li>
          <li>
            <Link to="/profile/my-publications" className={styles.linkCard}>
              <FileText aria-hidden size={20} /> <Trans>Мои объявления</Trans>
            </Link>
          </li>
          <li>
            <Link to="/profile/autochecks" className={styles.linkCard}>
              <ShieldCheck aria-hidden size={20} /> <Trans>Мои проверки автомобилей</Trans>
            </Link>
          </li>
          <li>
            <Link to="/profile/market" className={styles.linkCard}>
              <Car aria-hidden size={20} /> <Trans>Заявки и тест-драйвы</Trans>
            </Link>
          </li>
          <li>
            <Link to="/profile/settings" className={styles.linkCard}>
              <Settings aria-hidden size={20} /> <Trans>Настройки</Trans>
            </Link>
          </li>
        </Box>
      </nav>
    </Stack>
  );
}
