import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { MarketVideoList } from '@jolda/contracts';
import { marketQueries, useHttp } from '@jolda/api-client';
import { useScreenReady } from '../../app/bridge-context';
import { ScreenSkeleton } from '../shell/ScreenSkeleton';
import { LoadErrorState, NotFoundState, isNotFound } from '../shell/States';
import * as shell from '../shell/shell.css';
import { VideoCard } from './VideoCard';
import { slugFrom } from './video-text';
import * as styles from './video.css';

/**
 * `video` (`?brand=&model=`): video reviews of the models on sale, newest first — every model's, a brand's or a
 * model's — a page at a time. Demo videos (no recording behind them) are marked, and the screen says why.
 */
export function VideoList({ search }: { search: URLSearchParams }) {
  const { t } = useLingui();
  const brand = slugFrom(search, 'brand');
  const model = slugFrom(search, 'model');
  if (brand === null || model === null || (model !== undefined && brand === undefined)) {
    return <NotFoundState title={t`Модель не найдена`} description={t`Такой модели нет в продаже. Посмотрите видеообзоры других моделей.`} />;
  }
  return <Videos brand={brand} model={model} />;
}

function Videos({ brand, model }: { brand: string | undefined; model: string | undefined }) {
  const { t } = useLingui();
  const http = useHttp();
  const [pages, setPages] = useState(1);
  const query = useQuery(marketQueries.videos(http, { brand, model }));
  const list = query.data;
  const car = list ? [list.brand?.name, list.model?.name].filter(Boolean).join(' ') : '';
  const title = car ? t`Видеообзоры ${car}` : t`Видеообзоры новых автомобилей`;
  useScreenReady(query.isSuccess, list ? title : null);
  if (query.isError && isNotFound(query.error)) {
    return <NotFoundState title={t`Модель не найдена`} description={t`Такой модели нет в продаже. Посмотрите видеообзоры других моделей.`} />;
  }
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) return <LoadErrorState onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <main className={shell.screen}>
      <h1 className={shell.title}>{title}</h1>
      <p className={shell.muted}>{t`Видео: ${data.total}`}</p>
      {data.items.some((v) => v.demo) ? (
        <p className={styles.notice} data-testid="demo-notice">
          {t`Демонстрационные данные: за обзорами с пометкой «Демо» нет видеозаписей — показаны только описание и обложка.`}
        </p>
      ) : null}
      {data.total === 0 ? (
        <p>{t`Видеообзоров пока нет. Загляните позже.`}</p>
      ) : (
        <ul className={shell.list} data-testid="videos">
          <Page list={data} showModel={!model} />
          {Array.from({ length: pages - 1 }, (_, i) => (
            <MorePage key={i + 2} brand={brand} model={model} page={i + 2} showModel={!model} />
          ))}
        </ul>
      )}
      {pages < data.pages ? (
        <button type="button" className={shell.secondaryAction} onClick={() => setPages(pages + 1)} data-testid="more-videos">
          {t`Показать ещё`}
        </button>
      ) : null}
    </main>
  );
}

function Page({ list, showModel }: { list: MarketVideoList; showModel: boolean }) {
  return (
    <>
      {list.items.map((v) => (
        <li key={v.id}>
          <VideoCard video={v} showModel={showModel} />
        </li>
      ))}
    </>
  );
}

function MorePage({ brand, model, page, showModel }: { brand: string | undefined; model: string | undefined; page: number; showModel: boolean }) {
  const { t } = useLingui();
  const http = useHttp();
  const query = useQuery(marketQueries.videos(http, { brand, model, page }));
  if (query.isPending) return <li className={shell.muted}>{t`Загружаем видео…`}</li>;
  if (query.isError) {
    return (
      <li role="alert">
        {t`Не удалось загрузить видео.`}{' '}
        <button type="button" className={shell.secondaryAction} onClick={() => void query.refetch()}>
          {t`Повторить`}
        </button>
      </li>
    );
  }
  return <Page list={query.data} showModel={showModel} />;
}
