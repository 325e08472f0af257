import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { MarketVideoDetail } from '@jolda/contracts';
import { marketQueries, useHttp } from '@jolda/api-client';
import { Badge } from '@jolda/ui';
import { useScreen, useScreenReady } from '../../app/bridge-context';
import { ScreenLink } from '../shell/ScreenLink';
import { ScreenSkeleton } from '../shell/ScreenSkeleton';
import { LoadErrorState, NotFoundState, isNotFound } from '../shell/States';
import * as shell from '../shell/shell.css';
import { VideoCard } from './VideoCard';
import { VIDEO_KIND, VIDEO_LANGUAGE, clock, isoDuration, longDate } from './video-text';
import * as od from './od.css';
import * as styles from './video.css';

const OD = '/web-view/online-dealer';

/**
 * `detail/video/{id}`: a video review — the player with its poster (a video file), or the poster and a button that
 * opens the video service (a link), or, for a demo with no recording behind it, the poster and a plain statement that
 * nothing plays; then the facts, the description, the ways on (offers, test drive) and more of the model's videos.
 */
export function VideoDetail({ id }: { id: number }) {
  const { t } = useLingui();
  const http = useHttp();
  const query = useQuery({ ...marketQueries.video(http, id), enabled: id > 0 });
  useScreenReady(query.isSuccess, query.data?.video.title ?? null);
  if (id <= 0 || (query.isError && isNotFound(query.error))) {
    return <NotFoundState title={t`Видео не найдено`} description={t`Его удалили или в ссылке ошибка. Посмотрите другие видеообзоры.`} />;
  }
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) return <LoadErrorState onRetry={() => void query.refetch()} />;
  return <Video detail={query.data} />;
}

function Video({ detail: { video: v, more } }: { detail: MarketVideoDetail }) {
  const { t, i18n } = useLingui();
  const { locale } = useScreen();
  const car = `${v.brand.name} ${v.model.name}`;
  const model = `brand=${v.brand.slug}&model=${v.model.slug}`;
  const facts: Array<[string, string]> = [
    [t`Модель`, car],
    [t`Длительность`, clock(v.durationSec)],
    [t`Язык`, i18n._(VIDEO_LANGUAGE[v.language])],
    [t`Опубликовано`, longDate(v.publishedOn, locale)],
  ];
  return (
    <main className={shell.screen}>
      <Player video={v} />
      {v.demo ? (
        <p className={styles.notice} data-testid="demo-notice">
          {t`Демонстрационная запись: видеофайла нет, воспроизвести её нельзя. Показаны только описание и обложка.`}
        </p>
      ) : null}
      <header className={od.group}>
        <h1 className={shell.title}>{v.title}</h1>
        <div className={od.row}>
          <Badge tone="info">{i18n._(VIDEO_KIND[v.kind])}</Badge>
          {v.demo ? <Badge tone="warning">{t`Демо`}</Badge> : null}
        </div>
      </header>
      <p className={styles.summary}>{v.summary}</p>
      <dl className={shell.facts} data-testid="video-facts">
        {facts.map(([term, value]) => (
          <div key={term} className={shell.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <nav className={od.menu} aria-label={t`Дальше`}>
        <ScreenLink to={`${OD}/models?${model}`} className={shell.action} testId="to-offers">
          {t`Предложения дилеров`}
        </ScreenLink>
        <ScreenLink to={`${OD}/test-drive?${model}`} className={shell.secondaryAction} testId="to-test-drive">
          {t`Записаться на тест-драйв`}
        </ScreenLink>
        <ScreenLink to={`${OD}/video?${model}`} className={shell.secondaryAction} testId="to-videos">
          {t`Все видео ${car}`}
        </ScreenLink>
      </nav>
      {more.length > 0 ? (
        <section className={od.group}>
          <h2 className={shell.subtitle}>{t`Ещё видео о ${car}`}</h2>
          <ul className={shell.list} data-testid="more-videos">
            {more.map((x) => (
              <li key={x.id}>
                <VideoCard video={x} showModel={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

const MIME: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

/** The video itself: the browser's own player (keyboard, captions, full screen) for a file; the poster otherwise. */
function Player({ video: v }: { video: MarketVideoDetail['video'] }) {
  const { t } = useLingui();
  const { bridge } = useScreen();
  const length = (
    <time className={styles.length} dateTime={isoDuration(v.durationSec)}>
      {clock(v.durationSec)}
    </time>
  );
  if (v.source?.kind === 'file') {
    const ext = /\.(\w+)(?:[?#].*)?$/.exec(v.source.url)?.[1]?.toLowerCase() ?? '';
    return (
      <figure className={styles.frame}>
        <video
          className={styles.media}
          controls
          playsInline
          preload="none"
          poster={v.poster}
          aria-label={t`Видео: ${v.title}`}
          data-testid="player"
          onPlay={() => void bridge.send('analytics', { name: 'video_play', params: { video: v.id } })}
        >
          <source src={v.source.url} type={MIME[ext]} />
          <a href={v.source.url}>{t`Открыть видео`}</a>
        </video>
      </figure>
    );
  }
  const source = v.source;
  return (
    <>
      <figure className={styles.frame}>
        <img className={styles.media} src={v.poster} alt={t`Обложка видео: ${v.title}`} width={640} height={360} fetchPriority="high" />
        {v.demo ? (
          <span className={styles.corner}>
            <Badge tone="warning">{t`Демо`}</Badge>
          </span>
        ) : null}
        {length}
      </figure>
      {source ? (
        <button
          type="button"
          className={shell.action}
          data-testid="open-video"
          onClick={() => {
            void bridge.send('analytics', { name: 'video_open', params: { video: v.id } });
            void bridge.send('open-url', { url: new URL(source.url, window.location.origin).href });
          }}
        >
          {t`Смотреть на видеосервисе`}
        </button>
      ) : null}
    </>
  );
}
