import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ASSISTANT_TEXT_MAX, type AssistantModelFacts, type AssistantSuggestion, type GuideCard } from '@jolda/contracts';
import { formatPrice } from '@jolda/i18n';
import { Badge, Button, VisuallyHidden } from '@jolda/ui';
import { FileText, RotateCcw, Search } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { AnnouncementCard } from '../announcements';
import { searchable, type AssistantMessage } from './conversation';
import { useSearchLink } from './use-search-link';
import * as styles from './assistant.css';

/** The guide's articles an answer points to: title, section and reading time; each opens its article. */
function Guides({ items }: { items: GuideCard[] }) {
  const { t } = useLingui();
  return (
    <nav className={styles.guides} aria-label={t`Статьи гида`} data-testid="assistant-guides">
      <p className={styles.guidesTitle}>
        <FileText aria-hidden size={16} /> <Trans>Статьи гида</Trans>
      </p>
      <ul className={styles.guideList}>
        {items.map((g) => {
          const minutes = g.readingMinutes;
          return (
            <li key={g.id}>
              <Link to="/guide/$category/$" params={{ category: g.category.slug, _splat: g.slug }} className={styles.guideLink}>
                <span className={styles.guideName}>{g.title}</span>
                <span className={styles.guideMeta}>
                  {g.category.name} · {t`${minutes} мин чтения`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Typing() {
  return (
    <span className={styles.typing} aria-hidden>
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className={styles.dot} />
    </span>
  );
}

function Fact({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={styles.fact}>
      <p className={styles.factLabel}>{label}</p>
      <p className={styles.factValue}>{value}</p>
      {note ? <p className={styles.factNote}>{note}</p> : null}
    </div>
  );
}

function ModelFact({ x }: { x: AssistantModelFacts }) {
  const { t } = useLingui();
  const locale = useLocale();
  const s = x.stats;
  const name = `${x.brand.name} ${x.model.name}`;
  if (!s.count || s.median === null) return <Fact label={name} value={t`Нет объявлений`} />;
  return (
    <Fact
      label={name}
      value={formatPrice(s.median, locale)}
      note={t`медиана; половина — от ${formatPrice(s.q1 ?? s.median, locale)} до ${formatPrice(s.q3 ?? s.median, locale)}`}
    />
  );
}

/** The figures a tool found, at a glance (the text says them in words). */
function Facts({ message: m }: { message: AssistantMessage }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (m.stats && m.stats.stats.count >= 3 && m.stats.stats.median !== null) {
    const s = m.stats.stats;
    return (
      <div className={styles.facts} data-testid="assistant-stats">
        <Fact label={t`Медианная цена`} value={formatPrice(s.median!, locale)} note={t`по ${s.count} объявлениям Jolda`} />
        <Fact label={t`Половина машин стоит`} value={`${formatPrice(s.q1!, locale)} – ${formatPrice(s.q3!, locale)}`} />
      </div>
    );
  }
  if (m.compare) {
    return (
      <div className={styles.facts} data-testid="assistant-compare">
        <ModelFact x={m.compare[0]} />
        <ModelFact x={m.compare[1]} />
      </div>
    );
  }
  if (m.credit) {
    const c = m.credit;
    return (
      <div className={styles.facts} data-testid="assistant-credit">
        <Fact label={t`Платёж в месяц`} value={formatPrice(c.monthlyPayment, locale)} note={t`${c.months} мес., ставка ${c.annualRate} %, ГЭСВ ${c.effectiveRate} %`} />
        <Fact label={t`Переплата`} value={formatPrice(c.overpayment, locale)} note={t`взнос ${formatPrice(c.downPayment, locale)} из ${formatPrice(c.price, locale)}`} />
      </div>
    );
  }
  return null;
}

function ShowAsSearch({ message: m }: { message: AssistantMessage }) {
  const link = useSearchLink(m.filters ?? {});
  return (
    <Button
      variant="secondary"
      size="sm"
      iconStart={<Search size={16} />}
      render={(p) => <Link {...p} to="/cars/$" params={{ _splat: link.splat }} search={link.searchObject as never} data-testid="assistant-show-search" />}
    >
      {m.total !== null && m.total > m.cards.length ? (
        <Plural value={m.total} one="Все # в поиске" few="Все # в поиске" many="Все # в поиске" other="Все # в поиске" />
      ) : (
        <Trans>Показать как поиск</Trans>
      )}
    </Button>
  );
}

/** Why an answer did not come, and what to do. */
function ErrorText({ error }: { error: AssistantMessage['error'] }) {
  const { t } = useLingui();
  let text: string;
  switch (error?.code) {
    case 'assistant_rate_limited':
    case 'rate_limited': {
      const seconds = error.retryAfter;
      text = seconds
        ? t`Слишком много сообщений подряд. Подождите ${seconds} с и отправьте снова.`
        : t`Слишком много сообщений подряд. Подождите минуту и отправьте снова.`;
      break;
    }
    case 'validation_failed':
      text = t`Сообщение не подошло: оно пустое или длиннее ${ASSISTANT_TEXT_MAX} знаков.`;
      break;
    case 'network_error':
      text = t`Нет связи с сервером. Проверьте интернет и отправьте снова.`;
      break;
    default:
      text = t`Не получилось ответить. Попробуйте ещё раз.`;
  }
  return (
    <p className={styles.errorNote} role="alert">
      {text}
    </p>
  );
}

/** One answer of the assistant: its text as it streams in, the figures, real announcement cards, follow-ups. */
export function Answer({
  message: m,
  onSuggest,
  onRetry,
  busy,
}: {
  message: AssistantMessage;
  onSuggest: (s: AssistantSuggestion) => void;
  onRetry: () => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const streaming = m.status === 'streaming';
  return (
    <article className={styles.answer} aria-busy={streaming || undefined} data-testid="assistant-answer" data-status={m.status}>
      {m.text || streaming ? (
        <p className={styles.answerText} data-testid="assistant-text">
          {m.text}
          {streaming ? <Typing /> : null}
          {streaming && !m.text ? <VisuallyHidden>{t`Помощник отвечает…`}</VisuallyHidden> : null}
        </p>
      ) : null}
      {m.status === 'error' ? (
        <div className={styles.answerActions}>
          <ErrorText error={m.error} />
          <Button variant="ghost" size="sm" iconStart={<RotateCcw size={16} />} onClick={onRetry} disabled={busy}>
            <Trans>Отправить снова</Trans>
          </Button>
        </div>
      ) : null}
      {m.provider === 'local' ? (
        <p className={styles.providerNote} data-testid="assistant-provider">
          <Badge tone="warning" size="sm">
            <Trans>Демо-режим</Trans>
          </Badge>{' '}
          <Trans>Ответил локальный помощник для разработки: без языковой модели, по правилам и объявлениям Jolda.</Trans>
        </p>
      ) : null}
      <Facts message={m} />
      {m.guides.length ? <Guides items={m.guides} /> : null}
      {m.cards.length ? (
        <ul className={styles.cards} aria-label={t`Объявления`}>
          {m.cards.map((car) => (
            <li key={car.id}>
              <AnnouncementCard car={car} />
            </li>
          ))}
        </ul>
      ) : null}
      {m.status === 'done' && searchable(m) ? (
        <div className={styles.answerActions}>
          <ShowAsSearch message={m} />
        </div>
      ) : null}
      {m.status === 'done' && m.suggestions.length ? (
        <ul className={styles.suggestions} aria-label={t`Что спросить дальше`}>
          {m.suggestions.map((s) => (
            <li key={s.text}>
              <button type="button" className={styles.chip} onClick={() => onSuggest(s)} disabled={busy}>
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
