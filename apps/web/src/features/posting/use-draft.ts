import { useCallback, useEffect, useRef, useState } from 'react';
import { type Draft, draftSchema } from '@jolda/contracts';
import { isApiRequestError, postingApi, readBrowserCookie, useHttp } from '@jolda/api-client';

export const LOCAL_DRAFT_KEY = 'jolda:posting-draft';
const SERVER_DEBOUNCE_MS = 800;

const signedIn = () => Boolean(readBrowserCookie('access_token'));

function readLocal(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeLocal(key: string, draft: Draft) {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the server copy (when signed in) still keeps it
  }
}

export type DraftSync = 'idle' | 'saving' | 'saved' | 'local' | 'error';

/**
 * The posting form's draft: kept in localStorage on every change, and on the server (debounced) when signed in.
 * On load the newer of the two wins; a local draft newer than the server's (filled before signing in) is pushed to
 * the server. `server: false` (editing) keeps it in this browser only.
 */
export function useDraft(opts: { key?: string; server?: boolean } = {}) {
  const key = opts.key ?? LOCAL_DRAFT_KEY;
  const useServer = opts.server ?? true;
  const http = useHttp();
  const [initial, setInitial] = useState<Draft | null | undefined>(undefined);
  const [sync, setSync] = useState<DraftSync>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<Draft | null>(null);

  const push = useCallback(
    async (draft: Draft, attempt = 0): Promise<void> => {
      setSync('saving');
      try {
        await postingApi.saveDraft(http, draft);
        setSync('saved');
      } catch (e) {
        // 401: the session ended; the local copy keeps everything
        if (isApiRequestError(e) && e.status === 401) return setSync('local');
        setSync('error');
        // A server restart or a flaky link: try again a few times unless a newer edit has been sent since.
        if (attempt < 4) {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            if (latest.current === null || latest.current === draft) void push(draft, attempt + 1);
          }, 2000 * (attempt + 1));
        }
      }
    },
    [http],
  );

  useEffect(() => {
    let cancelled = false;
    const local = readLocal(key);
    if (!useServer || !signedIn()) {
      setInitial(local);
      setSync(local ? 'local' : 'idle');
      return;
    }
    postingApi
      .getDraft(http)
      .then(({ draft: remote }) => {
        if (cancelled) return;
        if (local && (!remote || local.savedAt > remote.savedAt)) {
          setInitial(local);
          latest.current = local;
          void push(local);
        } else {
          setInitial(remote ?? local);
          if (remote) writeLocal(key, remote);
        }
      })
      .catch(() => {
        if (!cancelled) setInitial(local);
      });
    return () => {
      cancelled = true;
    };
  }, [http, key, useServer, push]);

  const save = useCallback(
    (draft: Omit<Draft, 'savedAt'>) => {
      const full: Draft = { ...draft, savedAt: Date.now() };
      latest.current = full;
      writeLocal(key, full);
      if (!useServer || !signedIn()) {
        setSync('local');
        return;
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void push(full), SERVER_DEBOUNCE_MS);
    },
    [key, useServer, push],
  );

  // Leaving the page: send what is pending at once.
  useEffect(() => {
    const flush = () => {
      if (timer.current && latest.current && useServer && signedIn()) {
        clearTimeout(timer.current);
        timer.current = undefined;
        void postingApi.saveDraft(http, latest.current).catch(() => undefined);
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [http, useServer]);

  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current = null;
    try {
      localStorage.removeItem(key);
    } catch {
      // ignore
    }
    if (useServer && signedIn()) await postingApi.deleteDraft(http).catch(() => undefined);
  }, [http, key, useServer]);

  return { initial, loaded: initial !== undefined, save, clear, sync };
}
