import { useLingui } from '@lingui/react/macro';
import { formatNumber, formatPrice, pluralCategory } from '@jolda/i18n';
import { useScreen } from '../../app/bridge-context';
import { ScreenLink } from '../shell/ScreenLink';
import * as shell from '../shell/shell.css';
import { OfferScreen } from './OfferScreen';
import { decimal } from './text';
import * as styles from './od.css';

/** `detail/benefits?id=`: what the buyer gains — the dealer's discount, local assembly, the warranty, and the credit programmes. */
export function Benefits({ id }: { id: number }) {
  const { t } = useLingui();
  const { locale } = useScreen();
  return (
    <OfferScreen id={id} title={() => t`Выгода и преимущества`}>
      {(d) => {
        const o = d.offer;
        const s = d.trim.specs;
        const items: Array<[string, string]> = [];
        if (o.discount > 0) {
          items.push([t`Скидка дилера`, t`${formatPrice(o.discount, locale)} — цена ${formatPrice(o.finalPrice, locale)} вместо ${formatPrice(o.price, locale)}`]);
        }
        if (o.availability === 'in_stock') items.push([t`В наличии`, t`Автомобиль уже у дилера: можно забрать после оформления.`]);
        if (d.model.assembly.local) {
          items.push([t`Сборка в Казахстане`, d.model.assembly.plant ? t`Собран на заводе ${d.model.assembly.plant}; подходит для льготных программ кредитования.` : t`Подходит для льготных программ кредитования.`]);
        }
        const n = s.warrantyYears;
        const category = pluralCategory(n, locale);
        const years = category === 'one' ? t`${n} год` : category === 'few' ? t`${n} года` : t`${n} лет`;
        items.push([t`Гарантия`, s.warrantyKm === null ? t`${years} без ограничения пробега` : t`${years} или ${formatNumber(s.warrantyKm, locale)} км`]);
        return (
          <>
            <h1 className={shell.title}>{t`Выгода и преимущества`}</h1>
            <p className={shell.muted}>
              {o.brand.name} {o.model.name} {o.trim.name} · {o.dealer.name}
            </p>
            <ul className={shell.list} data-testid="benefits">
              {items.map(([title, text]) => (
                <li key={title} className={shell.card}>
                  <strong>{title}</strong>
                  <span>{text}</span>
                </li>
              ))}
            </ul>
            {d.programmes.length > 0 && (
              <section className={styles.group}>
                <h2 className={shell.subtitle}>{t`Кредитные программы`}</h2>
                <ul className={shell.list} data-testid="programmes">
                  {d.programmes.map((p) => (
                    <li key={p.slug} className={shell.card}>
                      <strong>
                        {p.name} · {p.bank}
                      </strong>
                      <span>{t`Ставка ${decimal(p.rate, locale)}% годовых (ГЭСВ от ${decimal(p.effectiveRate, locale)}%)`}</span>
                      <span className={shell.muted}>{t`Первый взнос от ${p.minDownPct}%, срок ${p.minMonths}–${p.maxMonths} мес.`}</span>
                    </li>
                  ))}
                </ul>
                <ScreenLink to={`/web-view/online-dealer/detail/calculator?id=${o.id}`} className={shell.action}>
                  {t`Рассчитать кредит`}
                </ScreenLink>
              </section>
            )}
          </>
        );
      }}
    </OfferScreen>
  );
}
