import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useHttp } from '@jolda/api-client';
import { useSessionStore } from '@jolda/auth';
import { ToastRegion, createToastQueue } from '@jolda/ui';
import { runLiveStream } from './live-stream';

/** In-app notifications of new messages (client UI state). */
const toasts = createToastQueue(3);

const preview = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/**
 * Mounted once by the shell: while the visitor is signed in, keeps the live stream of their messages open (the header's
 * count, open conversations and the list follow it) and shows a notification for a message from the other side
 * unless that conversation is on screen.
 */
export function MessagesLive() {
  const { t } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => s.signedIn);

  useEffect(() => {
    if (!signedIn) return;
    const ctrl = new AbortController();
    void runLiveStream({
      http,
      queryClient,
      signal: ctrl.signal,
      onIncoming: (e) => {
        toasts.add({
          title: t`Новое сообщение: ${e.title}`,
          description: e.message.text ? preview(e.message.text) : t`Фото`,
          tone: 'info',
          timeout: 8000,
          action: {
            label: t`Открыть`,
            onAction: () => void navigate({ to: '/profile/messages', search: { c: e.conversationId } }),
          },
        });
      },
    });
    return () => ctrl.abort();
  }, [signedIn, http, queryClient, navigate, t]);

  return <ToastRegion queue={toasts} label={t`Уведомления`} closeLabel={t`Закрыть`} />;
}
