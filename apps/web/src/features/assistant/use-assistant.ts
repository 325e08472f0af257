import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assistantApi, assistantQueries, isApiRequestError, useHttp } from '@jolda/api-client';
import { ASSISTANT_TEXT_MAX } from '@jolda/contracts';
import { useLocale } from '../../shared/use-locale';
import { useSignedIn } from '../favourites';
import { rememberedCity } from '../../shared/buyer-city';
import { EMPTY, fromHistory, reduce, type AnswerError } from './conversation';
import { clearConversation, loadConversation, markOnboarded, saveConversation } from './storage';

let counter = 0;
const nextId = (p: string) => `${p}${Date.now().toString(36)}${(counter++).toString(36)}`;

function toAnswerError(e: unknown): AnswerError {
  if (isApiRequestError(e)) {
    const body = e.body as { retryAfter?: number } | undefined;
    return { code: e.code, ...(e.status === 429 && body?.retryAfter ? { retryAfter: body.retryAfter } : {}) };
  }
  return { code: 'unknown_error' };
}

/**
 * The conversation of the page: sending a message streams its answer in (`assistantApi.streamChat`), a visitor's
 * conversation is kept in this browser, a signed-in user's comes from and goes to the API (`assistantQueries`).
 */
export function useAssistant() {
  const http = useHttp();
  const locale = useLocale();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reduce, EMPTY);
  const loaded = useRef<'none' | 'local' | 'history'>('none');
  const abort = useRef<AbortController | null>(null);
  const history = useQuery({ ...assistantQueries.history(http), enabled: signedIn });

  // After hydration: a signed-in user's conversation from the API, a visitor's from this browser.
  useEffect(() => {
    if (signedIn) {
      if (history.data && loaded.current !== 'history') {
        loaded.current = 'history';
        dispatch({ type: 'load', conversation: fromHistory(history.data) });
      }
    } else if (loaded.current === 'none') {
      loaded.current = 'local';
      const stored = loadConversation();
      if (stored) dispatch({ type: 'load', conversation: stored });
    }
  }, [signedIn, history.data]);

  // A visitor's conversation is kept as it changes (a finished answer, a reset).
  useEffect(() => {
    if (!signedIn && loaded.current === 'local') saveConversation(state);
  }, [signedIn, state]);

  useEffect(() => () => abort.current?.abort(), []);

  const send = useMutation({
    mutationFn: async ({ text }: { text: string }) => {
      const answerId = nextId('a');
      const city = rememberedCity({});
      markOnboarded();
      dispatch({ type: 'send', userId: nextId('u'), answerId, text });
      abort.current?.abort();
      const ctrl = new AbortController();
      abort.current = ctrl;
      try {
        await assistantApi.streamChat(
          http,
          {
            text,
            locale,
            ...(stateRef.current.context ? { context: stateRef.current.context } : {}),
            // The buyer's remembered city: a first question naming no place looks there (the browser's cookie now).
            ...(city ? { city } : {}),
          },
          (event) => dispatch({ type: 'event', answerId, event }),
          ctrl.signal,
        );
      } catch (e) {
        if (!ctrl.signal.aborted) dispatch({ type: 'fail', answerId, error: toAnswerError(e) });
        throw e;
      }
    },
    onSuccess: () => {
      if (signedIn) void queryClient.invalidateQueries({ queryKey: assistantQueries.all() });
    },
  });

  const reset = useMutation({
    mutationFn: async () => {
      abort.current?.abort();
      if (signedIn) await assistantApi.clearHistory(http);
    },
    onSuccess: () => {
      clearConversation();
      dispatch({ type: 'reset' });
      if (signedIn) void queryClient.invalidateQueries({ queryKey: assistantQueries.all() });
    },
  });

  // The context is read when a message is sent, from the latest state.
  const stateRef = useRef(state);
  stateRef.current = state;

  const sendText = useCallback(
    (raw: string) => {
      const text = raw.trim().slice(0, ASSISTANT_TEXT_MAX);
      if (!text || send.isPending) return false;
      send.mutate({ text });
      return true;
    },
    [send],
  );

  return {
    conversation: state,
    streaming: send.isPending,
    send: sendText,
    reset: () => reset.mutate(),
    resetting: reset.isPending,
    resetFailed: reset.isError,
    signedIn,
    historyLoading: signedIn && history.isPending,
  };
}
