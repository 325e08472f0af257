import { useLingui } from '@lingui/react/macro';
import type { MarketVideoCard } from '@jolda/contracts';
import { Badge } from '@jolda/ui';
import { useScreen } from '../../app/bridge-context';
import { ScreenLink } from '../shell/ScreenLink';
import * as shell from '../shell/shell.css';
import { VIDEO_KIND, VIDEO_LANGUAGE, clock, isoDuration, longDate } from './video-text';
import * as styles from './video.css';

/** A video in a list: its poster with the length, "demo" when nothing plays, the title, kind, language and date. */
export function VideoCard({ video: v, showModel = true }: { video: MarketVideoCard; showModel?: boolean }) {
  const { t, i18n } = useLingui();
  const { locale } = useScreen();
  return (
    <ScreenLink to={`/web-view/online-dealer/detail/video/${v.id}`} className={styles.card} testId="video-card">
      <span className={styles.frame}>
        <img className={styles.media} src={v.poster} alt="" width={640} height={360} loading="lazy" />
        {v.demo ? (
          <span className={styles.corner}>
            <Badge tone="warning">{t`Демо`}</Badge>
          </span>
        ) : null}
        <time className={styles.length} dateTime={isoDuration(v.durationSec)}>
          {clock(v.durationSec)}
        </time>
      </span>
      <span className={styles.cardTitle}>{v.title}</span>
      <span className={shell.muted}>
        {[showModel ? `${v.brand.name} ${v.model.name}` : null, i18n._(VIDEO_KIND[v.kind]), i18n._(VIDEO_LANGUAGE[v.language]), longDate(v.publishedOn, locale)]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </ScreenLink>
  );
}
