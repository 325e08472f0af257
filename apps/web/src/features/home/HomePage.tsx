import { Link, useRouteContext } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { announcementQueries, catalogQueries, searchQueries, useHttp } from '@jolda/api-client';
import { formatNumber, pluralCategory } from '@jolda/i18n';
import { Button, Columns, Container, Heading, Link as UiLink, Text } from '@jolda/ui';
import { ArrowRight } from '@jolda/ui/icons';
import { AnnouncementCard } from '../announcements';
import { useLocale } from '../../shared/use-locale';
import { HOME_LATEST_FILTER, quickSearchFilter } from './home-route';
import { QuickSearch } from './QuickSearch';
import { rememberedCity } from '../../shared/buyer-city';
import * as styles from './HomePage.css';

export function HomePage() {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const { data: latest } = useSuspenseQuery(announcementQueries.search(http, HOME_LATEST_FILTER));
  const total = formatNumber(latest.total, locale);
  const { data: brands } = useSuspenseQuery(catalogQueries.brands(http, { popular: true }));
  const boot = useRouteContext({ from: '__root__', select: (c) => c.boot });
  const { data: cities } = useSuspenseQuery(catalogQueries.cities(http));
  const first = quickSearchFilter(rememberedCity(boot), cities.items);
  // The count of the quick search's first state: the loader's (a city's) or, for the whole country, the total.
  const firstCount = useQuery({ ...searchQueries.count(http, first), enabled: first.city !== undefined });
  const firstTotal = first.city !== undefined ? (firstCount.data?.total ?? latest.total) : latest.total;

  return (
    <Container className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <Heading level={1} id="home-title" tone="inherit" className={styles.heroTitle}>
          <Trans>Автомобили в Казахстане — найдите свой</Trans>
        </Heading>
        <Text size="lg" tone="inherit" className={styles.heroLead}>
          <Select
            value={pluralCategory(latest.total, locale)}
            _one={`${total} объявление от владельцев и дилеров`}
            _few={`${total} объявления от владельцев и дилеров`}
            _many={`${total} объявлений от владельцев и дилеров`}
            other={`${total} объявления от владельцев и дилеров`}
          />
        </Text>
        <QuickSearch total={firstTotal} />
        <div className={styles.heroActions}>
          <Button variant="secondary" size="lg" render={(p) => <Link to="/create-announcement" {...p} />}>
            <Trans>Продать автомобиль</Trans>
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="brands-title" data-testid="popular-brands">
        <Heading level={2} id="brands-title">
          <Trans>Популярные марки</Trans>
        </Heading>
        <Columns as="ul" columns={{ base: '2', md: '4', lg: '6' }} space="2" margin="0" padding="0" listStyle="none">
          {brands.items.map((brand) => (
            <li key={brand.id}>
              <Link to="/cars/$" params={{ _splat: brand.slug }} className={styles.brand}>
                <Text as="span" weight="medium" tone="inherit">
                  {brand.name}
                </Text>
                <Text as="span" size="sm" tone="muted" tabular>
                  {formatNumber(brand.count, locale)}
                </Text>
              </Link>
            </li>
          ))}
        </Columns>
      </section>

      <section className={styles.section} aria-labelledby="latest-title">
        <div className={styles.sectionHeader}>
          <Heading level={2} id="latest-title">
            <Trans>Свежие объявления</Trans>
          </Heading>
          <UiLink
            weight="semibold"
            render={(p) => (
              <Link to="/cars/$" params={{ _splat: '' }} {...p} className={`${p.className} ${styles.more}`}>
                {p.children}
              </Link>
            )}
          >
            {t`Все объявления`} <ArrowRight aria-hidden size={16} />
          </UiLink>
        </div>
        <ul className={styles.grid}>
          {latest.items.map((car, index) => (
            <li key={car.id}>
              <AnnouncementCard car={car} priority={index < 2} />
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
