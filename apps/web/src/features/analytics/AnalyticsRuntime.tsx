import { useCallback, useEffect } from 'react';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { onAnalyticsUser } from '@jolda/auth';
import { useAaTest, type ExperimentExposure } from '@jolda/flags';
import { createAnalytics, loadScriptTag, type Analytics } from './analytics';
import { installGlobalErrorHandlers } from './error-log';

export const ANALYTICS_OPT_OUT_KEY = 'jolda:analytics-opt-out';

let instance: Analytics | null = null;

function readOptOut(): boolean {
  try {
    return window.localStorage.getItem(ANALYTICS_OPT_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

/** The page's adapter (browser only; created on first use from the boot configuration). */
export function getAnalytics(config: { gtmId: string | null; engagementUrl: string | null } | undefined, deviceId: string | null): Analytics {
  instance ??= createAnalytics({
    config: config ?? { gtmId: null, engagementUrl: null },
    loadScript: loadScriptTag,
    deviceId,
    optOut: readOptOut(),
  });
  return instance;
}

/**
 * Mounted once at the root: global error logging, the analytics adapter (inert unless a container is configured),
 * the signed-in user's id, page views and the A/B experiment's exposure. Renders nothing.
 */
export function AnalyticsRuntime() {
  const boot = useRouteContext({ from: '__root__', select: (c) => c.boot });
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => installGlobalErrorHandlers(), []);

  useEffect(() => {
    const analytics = getAnalytics(boot.analytics, boot.flags?.visitorId ?? null);
    void analytics.start();
    return onAnalyticsUser((userId) => analytics.setUserId(userId));
  }, [boot]);

  useEffect(() => {
    getAnalytics(boot.analytics, boot.flags?.visitorId ?? null).track('page_view', { path: pathname });
  }, [boot, pathname]);

  const report = useCallback(
    (exposure: ExperimentExposure) =>
      getAnalytics(boot.analytics, boot.flags?.visitorId ?? null).track('experiment_exposure', { experiment: exposure.experiment, group: exposure.group }),
    [boot],
  );
  useAaTest(report);
  return null;
}
