import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { authMutations, useHttp } from '@jolda/api-client';
import { Badge, Input } from '@jolda/ui';
import { formatCountdown, loginProblem, type LoginProblem } from './login-errors';
import { ProblemText } from './ProblemText';
import { useCompleteSignIn } from './session-actions';
import { useSecondsLeft } from './use-seconds-left';
import { formatKzPhone } from './UserMenu';
import * as styles from './login.css';

/**
 * A sign-in by phone and SMS code inside another form (a test-drive booking, say), with no trip to `/login`: the form
 * keeps its own fields, asks for a code for the phone it holds (`requestCode`), then signs in with the code (`verify`)
 * and goes on with its own write. The session arrives as cookies, as on the login page.
 */
export interface PhoneSignIn {
  /** The phone (E.164) a code was sent to; null before one was asked for. */
  sentTo: string | null;
  /** The demo SMS provider's code, when the API shows it (no SMS is sent). */
  demoCode: string | null;
  /** Seconds until another code may be asked for. */
  secondsLeft: number;
  /** What went wrong, next to the phone or the code field. */
  problem: LoginProblem | null;
  busy: boolean;
  /** Asks for a code for the phone; true when one is on its way (or one sent a moment ago is still valid). */
  requestCode: (phone: string) => Promise<boolean>;
  /** Signs in with the code sent to `sentTo`; true when signed in. */
  verify: (code: string) => Promise<boolean>;
  /** Back to asking for a code (the phone changed). */
  reset: () => void;
}

export function usePhoneSignIn(): PhoneSignIn {
  const http = useHttp();
  const completeSignIn = useCompleteSignIn();
  const request = useMutation(authMutations.requestOtp(http));
  const signIn = useMutation(authMutations.signIn(http));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);

  const requestCode = useCallback(
    async (phone: string) => {
      setProblem(null);
      try {
        const res = await request.mutateAsync({ phone });
        setResendAt(Date.now() + res.resendIn * 1000);
        setDemoCode(res.demoCode ?? null);
        setSentTo(phone);
        return true;
      } catch (err) {
        const p = loginProblem(err, 'phone');
        if (p.kind === 'too_soon') {
          // A code was sent to this phone a moment ago: it is still valid, so ask for it and count down.
          setResendAt(Date.now() + p.retryAfter * 1000);
          setSentTo(phone);
          return true;
        }
        setProblem(p);
        return false;
      }
    },
    [request],
  );

  const verify = useCallback(
    async (code: string) => {
      if (!sentTo) return false;
      if (!/^\d{6}$/.test(code)) {
        setProblem({ kind: 'code_format', field: 'code' });
        return false;
      }
      setProblem(null);
      try {
        completeSignIn(await signIn.mutateAsync({ phone: sentTo, code }));
        return true;
      } catch (err) {
        const p = loginProblem(err, 'code');
        if (p.kind === 'code_expired' || p.kind === 'too_many_attempts') setResendAt(null); // a new code may be asked for at once
        setProblem(p);
        return false;
      }
    },
    [sentTo, signIn, completeSignIn],
  );

  const reset = useCallback(() => {
    setSentTo(null);
    setDemoCode(null);
    setProblem(null);
  }, []);

  return { sentTo, demoCode, secondsLeft, problem, busy: request.isPending || signIn.isPending, requestCode, verify, reset };
}

/** The problem of the phone field (or null), as text for its `errorMessage`. */
export function phoneProblemText(signIn: PhoneSignIn) {
  return signIn.problem && signIn.problem.field === 'phone' ? <ProblemText problem={signIn.problem} /> : undefined;
}

/**
 * The code step of an inline sign-in: where the code went, the demo provider's code (labelled), the code field with its
 * problem, and asking for another code once the countdown ends.
 */
export function SignInCodeField({ signIn, value, onChange }: { signIn: PhoneSignIn; value: string; onChange: (code: string) => void }) {
  const { t } = useLingui();
  if (!signIn.sentTo) return null;
  const phone = signIn.sentTo;
  const demoCode = signIn.demoCode;
  const problem = signIn.problem && signIn.problem.field === 'code' ? signIn.problem : null;
  return (
    <div className={styles.form}>
      <p className={styles.lead}>
        <Trans>Код отправлен на номер {formatKzPhone(phone)}</Trans>
      </p>
      {demoCode ? (
        <p className={styles.demo} data-testid="demo-code">
          <Badge tone="warning" size="sm">
            <Trans>Демо</Trans>
          </Badge>{' '}
          <Trans>
            СМС не отправляются, это демонстрационный стенд. Ваш код: <strong>{demoCode}</strong>
          </Trans>
        </p>
      ) : null}
      <Input
        label={t`Код из СМС`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        value={value}
        onValueChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
        errorMessage={problem ? <ProblemText problem={problem} /> : undefined}
        required
        autoFocus
      />
      <div className={styles.row}>
        {signIn.secondsLeft > 0 ? (
          <span className={styles.muted} aria-live="off" data-testid="resend-countdown">
            <Trans>Отправить код повторно через {formatCountdown(signIn.secondsLeft)}</Trans>
          </span>
        ) : (
          <button type="button" className={styles.linkButton} disabled={signIn.busy} onClick={() => void signIn.requestCode(phone)}>
            <Trans>Отправить код повторно</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
