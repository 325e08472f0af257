import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiRequestError, pushMutations, pushQueries, useHttp } from '@jolda/api-client';
import { type PushState, activeRegistration, currentSubscription, keyBytes, pushSupported, sameKey, subscriptionBody } from './push-client';

/** How long "turn on" waits for a registered service worker to become active (its first install precaches the site). */
const WORKER_WAIT_MS = 60_000;

export interface PushControl {
  state: PushState;
  busy: boolean;
  /** The last attempt failed (the state says what is true now). */
  failed: boolean;
  enable(): Promise<void>;
  disable(): Promise<void>;
}

/**
 * This browser's push subscription for the signed-in user: what the browser allows, whether it is subscribed (a
 * subscription found on load is sent again, so the server keeps it under this user and language), and turning it
 * on (permission → `PushManager.subscribe` with the server's VAPID key → `POST /api/push/subscriptions`) and off.
 * Server-rendered as `checking`: support and permission are only known in the browser.
 */
export function usePushSubscription(): PushControl {
  const http = useHttp();
  const client = useQueryClient();
  const save = useMutation(pushMutations.subscribe(http));
  const remove = useMutation(pushMutations.unsubscribe(http));
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { mutateAsync: saveAsync } = save;

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!pushSupported()) return setState('unsupported');
      if (Notification.permission === 'denied') return setState('denied');
      const existing = Notification.permission === 'granted' ? await currentSubscription().catch(() => null) : null;
      if (!live) return;
      setState(existing ? 'on' : 'off');
      if (existing) await saveAsync(subscriptionBody(existing)).catch(() => undefined);
    })();
    return () => {
      live = false;
    };
  }, [saveAsync]);

  const enable = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      // No worker registered at all (a development server): push cannot work here. A worker still installing (its
      // first visit precaches the site) is waited for: subscribing needs an active one.
      const registration = (await navigator.serviceWorker.getRegistration()) ? await activeRegistration(WORKER_WAIT_MS) : null;
      if (!registration) {
        setState('unsupported');
        return;
      }
      const { publicKey } = await client.fetchQuery(pushQueries.config(http));
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription, publicKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      await saveAsync(subscriptionBody(subscription));
      setState('on');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [client, http, saveAsync]);

  const { mutateAsync: removeAsync } = remove;
  const disable = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await removeAsync(subscription.endpoint).catch((e: unknown) => {
          if (!(isApiRequestError(e) && e.status === 404)) throw e;
        });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [removeAsync]);

  return { state, busy, failed, enable, disable };
}
