import { useLingui } from '@lingui/react/macro';
import { Badge, PriceTag } from '@jolda/ui';
import { formatPrice } from '@jolda/i18n';
import { useScreen } from '../../app/bridge-context';
import { TRANSMISSION_LABELS } from '../../shared/labels';
import { ScreenLink } from '../shell/ScreenLink';
import * as shell from '../shell/shell.css';
import { OfferScreen } from './OfferScreen';
import { DRIVE, dayMonth, decimal, engineText } from './text';
import * as styles from './od.css';

const OD = '/web-view/online-dealer';

/** `detail/{id}`: a dealer's car — photo in its colour, price and discount, availability, specs, the dealer, and the ways on. */
export function Detail({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { locale } = useScreen();
  return (
    <OfferScreen id={id} title={(d) => `${d.offer.brand.name} ${d.offer.model.name}`}>
      {(d) => {
        const o = d.offer;
        const s = d.trim.specs;
        const car = `${o.brand.name} ${o.model.name}`;
        const facts: Array<[string, string]> = [
          [t`Двигатель`, engineText(i18n, locale, s)],
          [t`Коробка`, i18n._(TRANSMISSION_LABELS[s.transmission])],
          [t`Привод`, i18n._(DRIVE[s.drive])],
          [t`Разгон 0–100 км/ч`, t`${decimal(s.acceleration, locale)} с`],
          [s.fuel === 'electric' ? t`Расход энергии` : t`Расход`, s.fuel === 'electric' ? t`${decimal(s.consumption, locale)} кВт·ч/100 км` : t`${decimal(s.consumption, locale)} л/100 км`],
          [t`Дилер`, `${d.dealer.name}, ${d.dealer.city.name}`],
        ];
        return (
          <>
            <img className={styles.hero} src={d.colour.photo} alt={t`${car}, цвет: ${o.colour.name}`} width={800} height={600} fetchPriority="high" />
            <header className={styles.group}>
              <h1 className={shell.title}>
                {car} {o.trim.name}, {o.year}
              </h1>
              <div className={styles.row}>
                {o.availability === 'in_stock' ? (
                  <Badge tone="success">{t`В наличии`}</Badge>
                ) : (
                  <Badge tone="info">{t`Под заказ к ${o.readyOn ? dayMonth(o.readyOn, locale) : ''}`}</Badge>
                )}
                {o.local ? <Badge>{t`Сборка в Казахстане`}</Badge> : null}
                <span className={shell.muted}>
                  <span className={styles.swatch} style={{ backgroundColor: o.colour.hex }} aria-hidden="true" /> {o.colour.name}
                </span>
              </div>
              <PriceTag amount={o.finalPrice} previousAmount={o.discount ? o.price : undefined} previousLabel={t`Цена без скидки`} locale={locale} size="lg" />
              {o.discount ? <span className={shell.muted}>{t`Скидка дилера ${formatPrice(o.discount, locale)}`}</span> : null}
            </header>
            <ScreenLink to={`${OD}/buy?offer=${o.id}`} className={shell.action} testId="buy">
              {t`Купить онлайн`}
            </ScreenLink>
            <dl className={shell.facts}>
              {facts.map(([term, value]) => (
                <div key={term} className={shell.fact}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <nav className={styles.menu} aria-label={t`Подробнее`}>
              <ScreenLink to={`${OD}/detail/options?id=${o.id}`} className={shell.secondaryAction} testId="to-options">
                {t`Оснащение и опции`}
              </ScreenLink>
              <ScreenLink to={`${OD}/detail/benefits?id=${o.id}`} className={shell.secondaryAction} testId="to-benefits">
                {t`Выгода и преимущества`}
              </ScreenLink>
              <ScreenLink to={`${OD}/detail/calculator?id=${o.id}`} className={shell.secondaryAction} testId="to-calculator">
                {t`Рассчитать кредит`}
              </ScreenLink>
              <ScreenLink to={`${OD}/detail/marketing?id=${o.id}`} className={shell.secondaryAction} testId="to-marketing">
                {t`Акции дилеров`}
              </ScreenLink>
              <ScreenLink to={`${OD}/video?brand=${o.brand.slug}&model=${o.model.slug}`} className={shell.secondaryAction} testId="to-videos">
                {t`Видеообзоры`}
              </ScreenLink>
              <ScreenLink to={`${OD}/test-drive?brand=${o.brand.slug}&model=${o.model.slug}&city=${o.dealer.city.slug}`} className={shell.secondaryAction} testId="to-test-drive">
                {t`Записаться на тест-драйв`}
              </ScreenLink>
            </nav>
            {d.similar.length > 0 && (
              <section className={styles.group}>
                <h2 className={shell.subtitle}>{t`Другие ${car} — ${o.dealer.city.name}`}</h2>
                <ul className={shell.list}>
                  {d.similar.map((x) => (
                    <li key={x.id}>
                      <ScreenLink to={`${OD}/detail/${x.id}`} className={styles.tile}>
                        <img className={styles.tileImage} src={x.photo} alt="" width={112} height={84} loading="lazy" />
                        <span className={styles.tileBody}>
                          <span className={styles.tileTitle}>
                            {x.trim.name}, {x.colour.name}
                          </span>
                          <span className={shell.muted}>{x.dealer.name}</span>
                          <span className={styles.price}>{formatPrice(x.finalPrice, locale)}</span>
                        </span>
                      </ScreenLink>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        );
      }}
    </OfferScreen>
  );
}
