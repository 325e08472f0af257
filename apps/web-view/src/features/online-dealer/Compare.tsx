import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { marketQueries, useHttp } from '@jolda/api-client';
import { formatPrice } from '@jolda/i18n';
import { useScreen, useScreenReady } from '../../app/bridge-context';
import { ScreenSkeleton } from '../shell/ScreenSkeleton';
import { LoadErrorState, NotFoundState, isNotFound } from '../shell/States';
import * as shell from '../shell/shell.css';
import { engineText } from './text';
import * as styles from './compare.css';

/** `compare/{id}`: a saved comparison of trims and dealers' offers — price and engine per column, then the equipment item by item. */
export function Compare({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { locale } = useScreen();
  const http = useHttp();
  const query = useQuery(marketQueries.comparison(http, id));
  useScreenReady(query.isSuccess, t`Сравнение`);
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <NotFoundState title={t`Сравнение не найдено`} description={t`Соберите сравнение заново в приложении.`} />
    ) : (
      <LoadErrorState onRetry={() => void query.refetch()} />
    );
  }
  const c = query.data;
  const mark = { standard: '✓', option: t`опция`, absent: '—' } as const;
  return (
    <main className={shell.screen}>
      <h1 className={shell.title}>{t`Сравнение`}</h1>
      <div className={styles.scroller} role="region" aria-label={t`Таблица сравнения`} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <span className={styles.hidden}>{t`Параметр`}</span>
              </th>
              {c.columns.map((col, i) => (
                <th key={i} scope="col">
                  <img className={styles.photo} src={col.photo} alt="" width={120} height={90} />
                  <span>
                    {col.brand.name} {col.model.name} {col.trim.name}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t`Цена`}</th>
              {c.columns.map((col, i) => (
                <td key={i} className={styles.price}>
                  {formatPrice(col.offer ? col.offer.finalPrice : col.trim.price, locale)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t`Двигатель`}</th>
              {c.columns.map((col, i) => (
                <td key={i}>{engineText(i18n, locale, col.trim.specs)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t`Дилер`}</th>
              {c.columns.map((col, i) => (
                <td key={i}>{col.offer ? col.offer.dealer.name : '—'}</td>
              ))}
            </tr>
            {c.equipment.flatMap((g) => [
              <tr key={g.group}>
                <th scope="colgroup" colSpan={c.columns.length + 1} className={styles.group}>
                  {g.name}
                </th>
              </tr>,
              ...g.items.map((item) => (
                <tr key={`${g.group}-${item.code}`}>
                  <th scope="row">{item.name}</th>
                  {item.byTrim.map((s, i) => (
                    <td key={i}>{s.status === 'option' && s.price ? `${mark.option}, ${formatPrice(s.price, locale)}` : mark[s.status]}</td>
                  ))}
                </tr>
              )),
            ])}
          </tbody>
        </table>
      </div>
    </main>
  );
}
