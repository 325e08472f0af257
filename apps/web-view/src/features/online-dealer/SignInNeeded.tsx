import { useLingui } from '@lingui/react/macro';
import { localHref, useScreen } from '../../app/bridge-context';
import * as shell from '../shell/shell.css';

/** The screen needs a user: the app signs in (`sign-in-required`) and answers with `session`; a browser opens the site's sign-in. */
export function SignInNeeded({ text }: { text: string }) {
  const { t } = useLingui();
  const { bridge, locale, pathname } = useScreen();
  return (
    <section className={shell.card} data-testid="sign-in-needed">
      <p>{text}</p>
      <button
        type="button"
        className={shell.action}
        onClick={() => void bridge.send('sign-in-required', { returnTo: localHref(locale, pathname) + window.location.search })}
      >
        {t`Войти`}
      </button>
    </section>
  );
}
