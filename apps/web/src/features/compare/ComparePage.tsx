import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { compareQueries, useHttp } from '@jolda/api-client';
import { Button, Checkbox, EmptyState, ErrorState, IconButton, Spinner, VisuallyHidden } from '@jolda/ui';
import { ArrowLeft, ArrowRight, Scale, Trash2 } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { buildCompareRows } from './compare-rows';
import { moveInCompare, removeFromCompare, setCompareIds, useCompareHydrated, useCompareIds } from './compare-store';
import * as styles from './compare.css';

/**
 * Which car's column starts where the sticky labels end (the scroller snaps there), 0-based; the last one once the
 * table is scrolled to its end (a last column narrower than the view can't reach the labels' edge).
 */
function currentColumn(el: HTMLElement): number {
  const cols = Array.from(el.querySelectorAll<HTMLElement>('thead th[scope=col]')).slice(1);
  if (cols.length === 0) return 0;
  if (el.scrollLeft >= el.scrollWidth - el.clientWidth - 2) return cols.length - 1;
  const labels = cols[0]!.offsetLeft;
  let best = 0;
  cols.forEach((c, i) => {
    if (Math.abs(c.offsetLeft - labels - el.scrollLeft) < Math.abs(cols[best]!.offsetLeft - labels - el.scrollLeft)) best = i;
  });
  return best;
}

/**
 * `/compare?ids=1,2,3`: up to 4 announcements side by side. The URL and the stored selection stay in step: a URL
 * with ids wins when the page opens (a shared link), afterwards every change is written to both.
 */
export function ComparePage({ urlIds }: { urlIds: number[] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const http = useHttp();
  const navigate = useNavigate();
  const hydrated = useCompareHydrated();
  const storeIds = useCompareIds();
  const adopted = useRef(false);
  const [onlyDiff, setOnlyDiff] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    if (!adopted.current) {
      adopted.current = true;
      if (urlIds.length > 0) {
        if (urlIds.join(',') !== storeIds.join(',')) setCompareIds(urlIds);
        return;
      }
    }
    const wanted = storeIds.join(',');
    if (wanted !== urlIds.join(',')) {
      void navigate({ to: '/compare', search: { ids: wanted || undefined }, replace: true, resetScroll: false });
    }
  }, [hydrated, storeIds, urlIds, navigate]);

  const ids = hydrated && adopted.current ? storeIds : urlIds;
  const query = useQuery({ ...compareQueries.announcements(http, ids), placeholderData: keepPreviousData });
  const cars = useMemo(() => {
    const byId = new Map((query.data?.items ?? []).map((c) => [c.id, c]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [ids, query.data]);
  const rows = useMemo(() => buildCompareRows(cars, i18n, locale), [cars, i18n, locale]);
  const shown = onlyDiff ? rows.filter((r) => r.differs) : rows;
  const scroller = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const frame = useRef(0);
  // The car whose column is at the left edge (after the sticky labels) of the table, for the phone's "2 / 3".
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const el = scroller.current;
      if (el) setCurrent(currentColumn(el));
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  useEffect(() => {
    if (scroller.current) setCurrent(currentColumn(scroller.current));
  }, [cars.length]);

  if (ids.length === 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>
          <Trans>Сравнение автомобилей</Trans>
        </h1>
        <EmptyState
          icon={<Scale size={28} />}
          title={t`Пока нечего сравнивать`}
          description={t`Нажмите на значок весов на карточке автомобиля, чтобы добавить его к сравнению (до 4).`}
          actions={<Button render={(p) => <Link {...p} to="/cars/$" params={{ _splat: '' }} />}>{t`Перейти к поиску`}</Button>}
        />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className={styles.page}>
        <ErrorState title={t`Не удалось загрузить сравнение`} onRetry={() => void query.refetch()} retryLabel={t`Повторить`} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Сравнение автомобилей</Trans>
      </h1>
      <div className={styles.toolbar}>
        <Checkbox checked={onlyDiff} onChange={setOnlyDiff}>
          {t`Только различия`}
        </Checkbox>
        <p className={styles.legend}>
          <span className={styles.swatch} aria-hidden /> <Trans>Отличающиеся характеристики выделены</Trans>
        </p>
        {query.isFetching && <Spinner size="sm" label={t`Загрузка`} />}
      </div>
      {cars.length === 1 && (
        <p className={styles.addHint} data-testid="compare-add-hint">
          <Trans>
            В сравнении один автомобиль. Добавьте ещё: значок весов есть на каждой карточке в{' '}
            <Link to="/cars/$" params={{ _splat: '' }}>
              поиске
            </Link>
            .
          </Trans>
        </p>
      )}
      {cars.length > 1 && (
        <div className={styles.scrollBar}>
          <p className={styles.scrollHint} data-testid="compare-scroll-hint">
            <Plural
              value={cars.length}
              one="# автомобиль в сравнении: листайте таблицу вбок →"
              few="# автомобиля в сравнении: листайте таблицу вбок →"
              other="# автомобилей в сравнении: листайте таблицу вбок →"
            />
          </p>
          <p className={styles.position} data-testid="compare-position">
            <span aria-hidden>
              {current + 1} / {cars.length}
            </span>
            <VisuallyHidden>{t`Автомобиль ${current + 1} из ${cars.length}`}</VisuallyHidden>
          </p>
        </div>
      )}
      {cars.length === 0 && !query.isFetching ? (
        <EmptyState title={t`Эти объявления больше недоступны`} />
      ) : (
        <div className={styles.scroller} role="region" aria-label={t`Таблица сравнения`} tabIndex={0} ref={scroller} onScroll={onScroll}>
          <table className={styles.table[Math.min(4, Math.max(1, cars.length)) as 1 | 2 | 3 | 4]} data-testid="compare-table">
            <caption>
              <VisuallyHidden>{t`Сравнение ${cars.length} автомобилей`}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.rowHead}>
                  <VisuallyHidden>{t`Характеристика`}</VisuallyHidden>
                </th>
                {cars.map((car, i) => {
                  const title = `${car.title} ${car.year}`;
                  return (
                    <th key={car.id} scope="col" className={styles.colHead}>
                      <div className={styles.carHead}>
                        {car.photo ? (
                          <img className={styles.carPhoto} src={car.photo.url} alt="" width={car.photo.width} height={car.photo.height} loading="lazy" />
                        ) : null}
                        <Link className={styles.carTitle} to="/announcement/$id" params={{ id: car.id }}>
                          {title}
                        </Link>
                        {car.status !== 'published' && (
                          <span className={styles.status}>{car.status === 'sold' ? t`Продан` : t`Снят с публикации`}</span>
                        )}
                        <div className={styles.carActions}>
                          <IconButton size="sm" variant="secondary" label={t`Сдвинуть ${title} левее`} icon={<ArrowLeft size={16} />} disabled={i === 0} onClick={() => moveInCompare(car.id, -1)} />
                          <IconButton size="sm" variant="secondary" label={t`Сдвинуть ${title} правее`} icon={<ArrowRight size={16} />} disabled={i === cars.length - 1} onClick={() => moveInCompare(car.id, 1)} />
                          <IconButton size="sm" variant="secondary" label={t`Убрать ${title} из сравнения`} icon={<Trash2 size={16} />} onClick={() => removeFromCompare(car.id)} />
                        </div>
                      </div>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.key} className={row.differs ? styles.differs : undefined} data-differs={row.differs ? 'true' : undefined} data-testid={`compare-row-${row.key}`}>
                  <th scope="row" className={styles.rowHead}>
                    {row.label}
                    {row.differs && <VisuallyHidden>{t` (отличается)`}</VisuallyHidden>}
                  </th>
                  {row.values.map((v, i) => (
                    <td key={cars[i]!.id}>{v}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
