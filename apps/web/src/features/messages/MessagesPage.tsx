import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { AnnouncementCard, Conversation, ConversationDetail, ConversationReportReason, Message } from '@jolda/contracts';
import { announcementQueries, isApiRequestError, messageQueries, messagesApi, useHttp } from '@jolda/api-client';
import { Button, Dialog, EmptyState, ErrorState, Inline, PriceTag, RadioGroup, Spinner, Switch, TextArea } from '@jolda/ui';
import { ArrowLeft, Ban, Check, CheckCheck, Flag, MessageCircle, Phone } from '@jolda/ui/icons';
import { useLocale } from '../../shared/use-locale';
import { Composer } from './Composer';
import { MessagePhotos } from './MessagePhotos';
import { setViewingConversation } from './live-stream';
import { messageProblem } from './message-errors';
import { messageTime } from './message-time';
import * as styles from './messages.css';

function CarThumb({ car }: { car: AnnouncementCard }) {
  return car.photo ? (
    <img className={styles.thumb} src={car.photo.url} alt="" width={car.photo.width} height={car.photo.height} loading="lazy" />
  ) : (
    <div className={styles.thumb} />
  );
}

function ConversationList({ items, open }: { items: Conversation[]; open: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <ul className={styles.list} aria-label={t`Разговоры`} data-testid="conversation-list">
      {items.map((c) => {
        const peer = c.peer.name ?? (c.role === 'buyer' ? t`Продавец` : t`Покупатель`);
        const last = c.lastMessage;
        // A message of photos alone previews as a photo.
        const lastText = last ? last.text || t`Фото` : '';
        return (
          <li key={c.id}>
            <Link
              to="/profile/messages"
              search={{ c: c.id }}
              className={styles.listItem}
              aria-current={c.id === open ? 'page' : undefined}
              data-testid="conversation-item"
            >
              <CarThumb car={c.announcement} />
              <span className={styles.itemText}>
                <span className={styles.itemTitle}>
                  {c.announcement.title} {c.announcement.year}
                </span>
                <span className={styles.itemPreview}>
                  {c.role === 'buyer' ? t`Продавец: ${peer}` : t`Покупатель: ${peer}`}
                </span>
                {last ? (
                  <span className={styles.itemPreview}>
                    {last.mine ? t`Вы: ${lastText}` : lastText}
                  </span>
                ) : null}
              </span>
              <span className={styles.itemSide}>
                {last ? <span className={styles.muted}>{messageTime(last.createdAt, locale)}</span> : null}
                {c.unread > 0 ? (
                  <span className={styles.unreadDot} aria-label={t`Непрочитанных: ${c.unread}`} data-testid="conversation-unread">
                    {c.unread}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function MessageBubble({ m }: { m: Message }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div className={m.mine ? `${styles.bubble} ${styles.bubbleMine}` : styles.bubble} data-testid={m.mine ? 'message-mine' : 'message-theirs'}>
      <MessagePhotos photos={m.photos} />
      {m.text}
      <div className={styles.bubbleMeta}>
        <time dateTime={m.createdAt}>{messageTime(m.createdAt, locale)}</time>
        {m.mine ? (
          m.readAt ? (
            <span className={styles.read} role="img" aria-label={t`Прочитано`} data-testid="receipt-read">
              <CheckCheck aria-hidden size={14} />
            </span>
          ) : (
            <span role="img" aria-label={t`Отправлено`} data-testid="receipt-sent">
              <Check aria-hidden size={14} />
            </span>
          )
        ) : null}
      </div>
    </div>
  );
}

const REASONS: ReadonlyArray<{ value: ConversationReportReason; label: ReturnType<typeof msg> }> = [
  { value: 'spam', label: msg`Спам или реклама` },
  { value: 'fraud', label: msg`Мошенничество: просят предоплату, ссылки, данные карты` },
  { value: 'abuse', label: msg`Оскорбления` },
  { value: 'other', label: msg`Другое` },
];

function ReportDialog({ conversationId, open, onOpenChange }: { conversationId: number; open: boolean; onOpenChange: (v: boolean) => void }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const [reason, setReason] = useState<ConversationReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [done, setDone] = useState(false);
  const report = useMutation({
    mutationFn: () => messagesApi.reportConversation(http, conversationId, { reason: reason!, ...(comment.trim() ? { comment } : {}) }),
    onSuccess: () => setDone(true),
  });
  const problem = report.error ? messageProblem(report.error, 'reason') : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Пожаловаться на переписку`}
      closeLabel={t`Закрыть`}
      footer={
        done ? (
          <Button onClick={() => onOpenChange(false)}>{t`Готово`}</Button>
        ) : (
          <Button variant="danger" loading={report.isPending} disabled={!reason} onClick={() => report.mutate()} data-testid="report-send">
            {t`Отправить жалобу`}
          </Button>
        )
      }
    >
      {done ? (
        <p data-testid="report-done">
          <Trans>Спасибо. Модераторы проверят переписку. Чтобы собеседник больше не писал, заблокируйте его.</Trans>
        </p>
      ) : (
        <>
          <RadioGroup
            label={t`Причина`}
            options={REASONS.map((r) => ({ value: r.value, label: i18n._(r.label) }))}
            value={reason}
            onChange={setReason}
            errorMessage={problem?.field ? i18n._(problem.text) : undefined}
          />
          <TextArea label={t`Комментарий (необязательно)`} value={comment} maxLength={1000} onValueChange={setComment} rows={3} />
          {problem && !problem.field ? (
            <p className={styles.error} role="alert">
              {i18n._(problem.text)}
            </p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

function useScrollToEnd(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);
  return ref;
}

function ConversationPane({ id }: { id: number }) {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const detail = useQuery(messageQueries.detail(http, id));
  const [older, setOlder] = useState<Message[]>([]);
  const [reporting, setReporting] = useState(false);
  const marked = useRef(0);
  const data = detail.data;
  const messages = [...older, ...(data?.messages ?? [])];
  const threadRef = useScrollToEnd(data?.messages.length ?? 0);

  useEffect(() => {
    setViewingConversation(id);
    return () => setViewingConversation(null);
  }, [id]);

  // What the other side wrote is read once it is on screen (their receipts; the header's count follows the stream).
  const lastUnread = data?.messages.filter((m) => !m.mine && m.readAt === null).at(-1)?.id ?? 0;
  useEffect(() => {
    if (!lastUnread || lastUnread <= marked.current || document.visibilityState !== 'visible') return;
    marked.current = lastUnread;
    messagesApi
      .markRead(http, id, lastUnread)
      .then(() => {
        queryClient.setQueryData<ConversationDetail>(messageQueries.detail(http, id).queryKey, (d) =>
          d ? { ...d, messages: d.messages.map((m) => (!m.mine && m.readAt === null && m.id <= lastUnread ? { ...m, readAt: new Date().toISOString() } : m)) } : d,
        );
        return queryClient.invalidateQueries({ queryKey: messageQueries.unread(http).queryKey });
      })
      .catch(() => {
        marked.current = 0;
      });
  }, [lastUnread, http, id, queryClient]);

  const refresh = (c: Conversation) => {
    queryClient.setQueryData<ConversationDetail>(messageQueries.detail(http, id).queryKey, (d) => (d ? { ...d, conversation: c } : d));
    void queryClient.invalidateQueries({ queryKey: [...messageQueries.all(), http.getLocale(), 'list'] });
  };
  const block = useMutation({ mutationFn: (v: boolean) => messagesApi.setBlocked(http, id, v), onSuccess: refresh });
  const share = useMutation({ mutationFn: (v: boolean) => messagesApi.sharePhone(http, id, v), onSuccess: refresh });
  const loadOlder = useMutation({
    mutationFn: () => messagesApi.getConversation(http, id, messages[0]?.id),
    onSuccess: (page) => setOlder((o) => [...page.messages, ...o]),
  });

  if (detail.isPending) {
    return (
      <div className={styles.center}>
        <Spinner label={t`Загрузка`} />
      </div>
    );
  }
  if (!data) {
    const missing = isApiRequestError(detail.error) && detail.error.status === 404;
    return missing ? (
      <EmptyState icon={<MessageCircle size={28} />} title={t`Такой переписки нет`} description={t`Она удалена или принадлежит другому пользователю.`} />
    ) : (
      <ErrorState title={t`Не удалось загрузить переписку`} retryLabel={t`Повторить`} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
    );
  }
  const c = data.conversation;
  const car = c.announcement;
  const peer = c.peer.name ?? (c.role === 'buyer' ? t`Продавец` : t`Покупатель`);
  const blocked = c.blockedByMe || c.blockedByPeer;
  const hasMore = older.length > 0 ? loadOlder.data?.hasMore ?? true : data.hasMore;
  return (
    <section className={styles.pane} aria-label={t`Переписка с ${peer}`} data-testid="conversation">
      <div className={styles.paneHead}>
        <Link to="/profile/messages" className={styles.back}>
          <ArrowLeft aria-hidden size={16} /> <Trans>Все сообщения</Trans>
        </Link>
        <Link to="/announcement/$id" params={{ id: car.id }} className={styles.car}>
          <CarThumb car={car} />
          <span>
            <span className={styles.carTitle}>
              {car.title} {car.year}
            </span>
            <PriceTag amount={car.price} locale={locale} size="sm" />
          </span>
        </Link>
        <Inline space="2" minWidth="0">
          <span className={styles.grow}>
            {c.role === 'buyer' ? <Trans>Продавец: {peer}</Trans> : <Trans>Покупатель: {peer}</Trans>}
          </span>
          {c.phone && c.role === 'buyer' ? (
            <a className={styles.phone} href={`tel:${c.phone.phone}`} data-testid="conversation-phone">
              <Phone aria-hidden size={16} /> {c.phone.display}
            </a>
          ) : null}
        </Inline>
        {c.role === 'seller' ? (
          <Switch checked={c.phoneShared} disabled={share.isPending} onChange={(v) => share.mutate(v)}>
            <Trans>Показать покупателю мой телефон</Trans>
          </Switch>
        ) : null}
        <Inline space="2" minWidth="0">
          <Button
            variant="ghost"
            size="sm"
            iconStart={<Ban size={16} />}
            loading={block.isPending}
            onClick={() => block.mutate(!c.blockedByMe)}
            data-testid="block-toggle"
          >
            {c.blockedByMe ? t`Разблокировать` : t`Заблокировать`}
          </Button>
          <Button variant="ghost" size="sm" iconStart={<Flag size={16} />} onClick={() => setReporting(true)} data-testid="report-open">
            {t`Пожаловаться`}
          </Button>
        </Inline>
      </div>
      <div className={styles.thread} ref={threadRef} role="log" aria-live="polite" aria-label={t`Сообщения`} data-testid="thread">
        {hasMore ? (
          <Button variant="ghost" size="sm" loading={loadOlder.isPending} onClick={() => loadOlder.mutate()}>
            {t`Показать более ранние`}
          </Button>
        ) : null}
        {messages.map((m) => (
          <MessageBubble key={m.id} m={m} />
        ))}
      </div>
      {blocked ? (
        <p className={styles.notice} role="status" data-testid="blocked-notice">
          {c.blockedByMe ? (
            <Trans>Вы заблокировали собеседника: сообщения не доставляются. Разблокируйте, чтобы продолжить.</Trans>
          ) : (
            <Trans>Собеседник ограничил переписку: сообщения не доставляются.</Trans>
          )}
        </p>
      ) : (
        <Composer
          label={t`Сообщение для ${peer}`}
          onSend={async (body) => {
            const sent = await messagesApi.sendMessage(http, id, body);
            queryClient.setQueryData<ConversationDetail>(messageQueries.detail(http, id).queryKey, (d) =>
              d && !d.messages.some((m) => m.id === sent.message.id) ? { ...d, messages: [...d.messages, sent.message] } : d,
            );
          }}
        />
      )}
      <ReportDialog conversationId={id} open={reporting} onOpenChange={setReporting} />
    </section>
  );
}

function NewConversationPane({ announcementId }: { announcementId: number }) {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const car = useQuery(announcementQueries.detail(http, announcementId));
  if (car.isPending) {
    return (
      <div className={styles.center}>
        <Spinner label={t`Загрузка`} />
      </div>
    );
  }
  if (!car.data) {
    return <EmptyState icon={<MessageCircle size={28} />} title={t`Объявление не найдено`} description={t`Возможно, его сняли с публикации.`} />;
  }
  const a = car.data;
  return (
    <section className={styles.pane} aria-label={t`Новое сообщение`} data-testid="new-conversation">
      <div className={styles.paneHead}>
        <Link to="/announcement/$id" params={{ id: a.id }} className={styles.car}>
          {a.photos[0] ? (
            <img className={styles.thumb} src={a.photos[0].url} alt="" width={a.photos[0].width} height={a.photos[0].height} />
          ) : (
            <div className={styles.thumb} />
          )}
          <span>
            <span className={styles.carTitle}>
              {a.title} {a.year}
            </span>
            <PriceTag amount={a.price} locale={locale} size="sm" />
          </span>
        </Link>
        <p className={styles.muted}>
          <Trans>Продавец увидит ваше сообщение в разделе «Сообщения». Ваш номер телефона ему не показывается.</Trans>
        </p>
      </div>
      <div className={styles.thread} />
      <Composer
        label={t`Сообщение продавцу`}
        onSend={async (body) => {
          const sent = await messagesApi.startConversation(http, { announcementId: a.id, ...body });
          await queryClient.invalidateQueries({ queryKey: messageQueries.all() });
          await navigate({ to: '/profile/messages', search: { c: sent.conversationId }, replace: true });
        }}
      />
    </section>
  );
}

/**
 * `/profile/messages`: the conversations (as buyer and as seller) and the open one — side by side from md, one at a
 * time on a phone. `?announcement=` opens the buyer's conversation about that car, or a new one.
 */
export function MessagesPage({ open, announcement }: { open: number | null; announcement: number | null }) {
  const { t } = useLingui();
  const http = useHttp();
  const { data } = useSuspenseQuery(messageQueries.list(http));
  const paneOpen = open !== null || announcement !== null;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Сообщения</Trans>
      </h1>
      {data.items.length === 0 && !paneOpen ? (
        <EmptyState
          icon={<MessageCircle size={28} />}
          title={t`Сообщений пока нет`}
          description={t`Напишите продавцу со страницы автомобиля: переписка появится здесь.`}
          actions={<Button render={(p) => <Link {...p} to="/cars/$" params={{ _splat: '' }} />}>{t`Перейти к поиску`}</Button>}
        />
      ) : (
        <div className={styles.layout}>
          <div className={paneOpen ? styles.hideOnPhone : undefined}>
            {data.items.length > 0 ? (
              <ConversationList items={data.items} open={open} />
            ) : (
              <p className={styles.muted}>
                <Trans>Других разговоров пока нет.</Trans>
              </p>
            )}
          </div>
          {open !== null ? (
            <ConversationPane key={open} id={open} />
          ) : announcement !== null ? (
            <NewConversationPane announcementId={announcement} />
          ) : (
            <div className={styles.hideOnPhone}>
              <EmptyState icon={<MessageCircle size={28} />} title={t`Выберите разговор`} description={t`Слева — ваши переписки с продавцами и покупателями.`} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
