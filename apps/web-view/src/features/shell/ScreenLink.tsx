import type { ReactNode } from 'react';
import { localHref, useScreen } from '../../app/bridge-context';

/**
 * A link to another web-view screen: inside the app a `navigate` message (the app opens a native screen), in a
 * browser an ordinary link (the bridge degrades to `location.assign`; the `href` also works without script).
 */
export function ScreenLink({ to, className, children, testId }: { to: string; className?: string; children: ReactNode; testId?: string }) {
  const { bridge, locale } = useScreen();
  const href = localHref(locale, to);
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void bridge.send('navigate', { path: href });
      }}
    >
      {children}
    </a>
  );
}
