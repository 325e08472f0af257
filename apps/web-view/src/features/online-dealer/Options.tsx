import { useLingui } from '@lingui/react/macro';
import { formatPrice } from '@jolda/i18n';
import { useScreen } from '../../app/bridge-context';
import * as shell from '../shell/shell.css';
import { OfferScreen } from './OfferScreen';
import * as styles from './od.css';

/** `detail/options?id=`: the car's equipment by group — standard, optional (with its price), not available. */
export function Options({ id }: { id: number }) {
  const { t } = useLingui();
  const { locale } = useScreen();
  return (
    <OfferScreen id={id} title={() => t`Оснащение и опции`}>
      {(d) => (
        <>
          <h1 className={shell.title}>{t`Оснащение и опции`}</h1>
          <p className={shell.muted}>
            {d.offer.brand.name} {d.offer.model.name} {d.trim.name}
          </p>
          {d.equipment.map((g) => (
            <section key={g.group} className={styles.group}>
              <h2 className={shell.subtitle}>{g.name}</h2>
              <dl className={shell.facts}>
                {g.items.map((item) => (
                  <div key={item.code} className={shell.fact} data-status={item.status}>
                    <dt>{item.name}</dt>
                    <dd>
                      {item.status === 'standard' ? (
                        <span className={styles.check}>{t`В базе`}</span>
                      ) : item.status === 'option' ? (
                        item.price ? t`Опция, ${formatPrice(item.price, locale)}` : t`Опция`
                      ) : (
                        <span className={shell.muted}>{t`Нет`}</span>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </>
      )}
    </OfferScreen>
  );
}
