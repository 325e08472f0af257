import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { authApi, useHttp } from '@jolda/api-client';
import { Badge, Button, Card, Input, PhoneInput } from '@jolda/ui';
import { formatCountdown, loginProblem, type LoginProblem } from './login-errors';
import { afterLoginTarget } from './login-route';
import { useCompleteSignIn } from './session-actions';
import * as styles from './login.css';

/** Seconds left until `until` (ms), ticking every second. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

function ProblemText({ problem }: { problem: LoginProblem }) {
  switch (problem.kind) {
    case 'phone_incomplete':
      return <Trans>Введите номер полностью: +7 и 10 цифр</Trans>;
    case 'phone_invalid':
      return <Trans>Это не казахстанский мобильный номер. Проверьте код оператора: он начинается с 7</Trans>;
    case 'too_soon':
      return <Trans>Код уже отправлен. Новый можно запросить через {formatCountdown(problem.retryAfter)}</Trans>;
    case 'rate_limited': {
      const minutes = Math.max(1, Math.ceil(problem.retryAfter / 60));
      return (
        <Plural value={minutes} one="Слишком много запросов. Попробуйте через # минуту" few="Слишком много запросов. Попробуйте через # минуты" other="Слишком много запросов. Попробуйте через # минут" />
      );
    }
    case 'code_format':
      return <Trans>Код — 6 цифр из СМС</Trans>;
    case 'code_wrong':
      return problem.attemptsLeft === null ? (
        <Trans>Неверный код</Trans>
      ) : (
        <Plural value={problem.attemptsLeft} one="Неверный код. Осталась # попытка" few="Неверный код. Осталось # попытки" other="Неверный код. Осталось # попыток" />
      );
    case 'code_expired':
      return <Trans>Срок действия кода истёк. Запросите новый код</Trans>;
    case 'too_many_attempts':
      return <Trans>Слишком много неверных попыток. Запросите новый код</Trans>;
    case 'network':
      return <Trans>Нет связи с сервером. Проверьте интернет и попробуйте ещё раз</Trans>;
    default:
      return <Trans>Что-то пошло не так. Попробуйте ещё раз</Trans>;
  }
}

/**
 * `/login`: the phone number (masked `+7 (###) ###-##-##`), then the code from the SMS with a resend countdown. After
 * signing in the visitor returns to `?redirect=` (checked) or the main page.
 */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const router = useRouter();
  const completeSignIn = useCompleteSignIn();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState<{ national: string; e164: string | null }>({ national: '', e164: null });
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  /** The demo SMS provider's code (no SMS is sent), when the API is set to show it. */
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);
  const lockLeft = useSecondsLeft(lockedUntil);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  const sendCode = async () => {
    if (!phone.e164) {
      setProblem({ kind: 'phone_incomplete', field: 'phone' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const res = await authApi.requestOtp(http, { phone: phone.e164 });
      setResendAt(Date.now() + res.resendIn * 1000);
      setDemoCode(res.demoCode ?? null);
      setCode('');
      setStep('code');
    } catch (err) {
      const p = loginProblem(err, step);
      if (p.kind === 'too_soon') {
        // A code was sent a moment ago: it is still valid, so go on to the code step and count down.
        setResendAt(Date.now() + p.retryAfter * 1000);
        setStep('code');
        setProblem(step === 'code' ? p : null);
      } else {
        if (p.kind === 'rate_limited') setLockedUntil(Date.now() + p.retryAfter * 1000);
        setProblem(p);
      }
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (!phone.e164) return setStep('phone');
    if (!/^\d{6}$/.test(code)) {
      setProblem({ kind: 'code_format', field: 'code' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const result = await authApi.signInWithCookies(http, { phone: phone.e164, code });
      completeSignIn(result);
      await router.invalidate();
      await router.navigate({ href: afterLoginTarget(redirect), replace: true });
    } catch (err) {
      const p = loginProblem(err, 'code');
      if (p.kind === 'code_expired' || p.kind === 'too_many_attempts') setResendAt(null); // a new code may be requested at once
      setProblem(p);
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    void (step === 'phone' ? sendCode() : verify());
  };

  const phoneError = problem?.field === 'phone' ? <ProblemText problem={problem} /> : undefined;
  const codeError = problem?.field === 'code' ? <ProblemText problem={problem} /> : undefined;

  return (
    <div className={styles.page}>
      <Card padding="lg" elevation="raised">
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
          <h1 className={styles.title}>
            <Trans>Вход в Jolda</Trans>
          </h1>
          {step === 'phone' ? (
            <>
              <p className={styles.lead}>
                <Trans>Введите номер телефона — мы отправим СМС с кодом. Аккаунт создаётся при первом входе.</Trans>
              </p>
              <PhoneInput
                label={t`Номер телефона`}
                name="phone"
                size="lg"
                value={phone.national}
                placeholder="+7 (___) ___-__-__"
                onValueChange={(v) => {
                  setPhone({ national: v.national, e164: v.e164 });
                  if (problem?.field === 'phone' && problem.kind !== 'rate_limited') setProblem(null);
                }}
                errorMessage={phoneError}
                required
                autoFocus
              />
              <Button type="submit" size="lg" fullWidth loading={busy} disabled={lockLeft > 0}>
                <Trans>Получить код</Trans>
              </Button>
            </>
          ) : (
            <>
              <p className={styles.lead}>
                <Trans>Код отправлен на номер {formatPhone(phone.national)}</Trans>
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
                ref={codeRef}
                label={t`Код из СМС`}
                name="code"
                size="lg"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                value={code}
                onValueChange={(v) => {
                  setCode(v.replace(/\D/g, '').slice(0, 6));
                  if (problem?.field === 'code' && problem.kind === 'code_format') setProblem(null);
                }}
                errorMessage={codeError}
                required
              />
              <Button type="submit" size="lg" fullWidth loading={busy}>
                <Trans>Войти</Trans>
              </Button>
              <div className={styles.row}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    setProblem(null);
                    setStep('phone');
                  }}
                >
                  <Trans>Изменить номер</Trans>
                </button>
                {secondsLeft > 0 ? (
                  <span className={styles.muted} aria-live="off" data-testid="resend-countdown">
                    <Trans>Отправить код повторно через {formatCountdown(secondsLeft)}</Trans>
                  </span>
                ) : (
                  <button type="button" className={styles.linkButton} disabled={busy || lockLeft > 0} onClick={() => void sendCode()}>
                    <Trans>Отправить код повторно</Trans>
                  </button>
                )}
              </div>
            </>
          )}
        </form>
      </Card>
    </div>
  );
}

function formatPhone(national: string): string {
  const d = national.padEnd(10, ' ');
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`.trim();
}
