import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { authMutations, contractSchema, useHttp } from '@jolda/api-client';
import { errorCode, setFieldErrors, validateWith } from '../../shared/form';
import { Badge, Button, Card, Input, PhoneInput } from '@jolda/ui';
import { formatCountdown, loginProblem, type LoginProblem } from './login-errors';
import { ProblemText } from './ProblemText';
import { useSecondsLeft } from './use-seconds-left';
import { afterLoginTarget } from './login-route';
import { useCompleteSignIn } from './session-actions';
import * as styles from './login.css';

/** A field's error as a problem: one a validator or the API set (a code), or one the page set (a problem). */
function problemOf(errors: readonly unknown[], field: 'phone' | 'code'): LoginProblem | null {
  const set = errors.find((e): e is LoginProblem => Boolean(e && typeof e === 'object' && 'kind' in e));
  if (set) return set;
  const code = errorCode(errors);
  if (!code) return null;
  if (code === 'phone_incomplete') return { kind: 'phone_incomplete', field: 'phone' };
  if (code === 'phone_invalid') return { kind: 'phone_invalid', field: 'phone' };
  if (code === 'code_invalid' || code === 'code_format') return { kind: 'code_format', field: 'code' };
  return { kind: 'unknown', field };
}

/**
 * `/login`: the phone number (masked `+7 (###) ###-##-##`), then the code from the SMS with a resend countdown. After
 * signing in the visitor returns to `?redirect=` (checked) or the main page.
 *
 * Two forms (`@tanstack/react-form`), one per request: each validates with the contract's schema of its request body
 * (`otpRequestSchema`, `otpVerifySchema`) and sends through an `authMutations` mutation; what the API refuses is shown
 * next to the field, and nothing typed is lost.
 */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const router = useRouter();
  const completeSignIn = useCompleteSignIn();
  const requestOtp = useMutation(authMutations.requestOtp(http));
  const signIn = useMutation(authMutations.signIn(http));
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [lock, setLock] = useState<{ until: number; problem: LoginProblem } | null>(null);
  /** The demo SMS provider's code (no SMS is sent), when the API is set to show it. */
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);
  const lockLeft = useSecondsLeft(lock?.until ?? null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  /** The 10 national digits as typed; the body is `+7` and them. */
  const phoneForm = useForm({
    defaultValues: { phone: '' },
    validators: { onSubmitAsync: validateWith(contractSchema('otpRequestSchema'), (v: { phone: string }) => ({ phone: `+7${v.phone}` })) },
    onSubmit: ({ value }) => sendCode(value.phone, 'phone'),
  });
  const codeForm = useForm({
    defaultValues: { code: '' },
    validators: {
      onSubmitAsync: validateWith(contractSchema('otpVerifySchema'), (v: { code: string }) => ({
        phone: `+7${phoneForm.state.values.phone}`,
        code: v.code,
      })),
    },
    onSubmit: ({ value }) => verify(value.code),
  });
  const sendingPhone = useStore(phoneForm.store, (s) => s.isSubmitting);
  const sendingCode = useStore(codeForm.store, (s) => s.isSubmitting);
  const busy = sendingPhone || sendingCode || requestOtp.isPending;

  const showProblem = (p: LoginProblem) => {
    if (p.kind === 'rate_limited') setLock({ until: Date.now() + p.retryAfter * 1000, problem: p });
    else setFieldErrors(p.field === 'phone' ? phoneForm : codeForm, { [p.field]: p });
  };

  const sendCode = async (national: string, from: 'phone' | 'code') => {
    try {
      const res = await requestOtp.mutateAsync({ phone: `+7${national}` });
      setResendAt(Date.now() + res.resendIn * 1000);
      setDemoCode(res.demoCode ?? null);
      codeForm.reset();
      setStep('code');
    } catch (err) {
      const p = loginProblem(err, from);
      if (p.kind === 'too_soon') {
        // A code was sent a moment ago: it is still valid, so go on to the code step and count down.
        setResendAt(Date.now() + p.retryAfter * 1000);
        setStep('code');
        if (from === 'code') showProblem(p);
      } else {
        showProblem(p);
      }
    }
  };

  const verify = async (code: string) => {
    try {
      const result = await signIn.mutateAsync({ phone: `+7${phoneForm.state.values.phone}`, code });
      completeSignIn(result);
      await router.invalidate();
      await router.navigate({ href: afterLoginTarget(redirect), replace: true });
    } catch (err) {
      const p = loginProblem(err, 'code');
      if (p.kind === 'code_expired' || p.kind === 'too_many_attempts') setResendAt(null); // a new code may be requested at once
      showProblem(p);
    }
  };

  const submit = (form: { handleSubmit: () => Promise<void> }) => (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    void form.handleSubmit();
  };
  const lockProblem = lockLeft > 0 && lock ? lock.problem : null;
  const problemText = (p: LoginProblem | null) => (p ? <ProblemText problem={p} /> : undefined);

  return (
    <div className={styles.page}>
      <Card padding="lg" elevation="raised">
        {step === 'phone' ? (
          <form className={styles.form} onSubmit={submit(phoneForm)} noValidate aria-busy={busy}>
            <h1 className={styles.title}>
              <Trans>Вход в Jolda</Trans>
            </h1>
            <p className={styles.lead}>
              <Trans>Введите номер телефона — мы отправим СМС с кодом. Аккаунт создаётся при первом входе.</Trans>
            </p>
            <phoneForm.Field
              name="phone"
              validators={{ onSubmit: ({ value }) => (value.length < 10 ? 'phone_incomplete' : undefined) }}
            >
              {(field) => (
                <PhoneInput
                  label={t`Номер телефона`}
                  name="phone"
                  size="lg"
                  value={field.state.value}
                  placeholder="+7 (___) ___-__-__"
                  onValueChange={(v) => field.handleChange(v.national)}
                  errorMessage={problemText(problemOf(field.state.meta.errors, 'phone') ?? lockProblem)}
                  required
                  autoFocus
                />
              )}
            </phoneForm.Field>
            <Button type="submit" size="lg" fullWidth loading={busy} disabled={lockLeft > 0}>
              <Trans>Получить код</Trans>
            </Button>
          </form>
        ) : (
          <form className={styles.form} onSubmit={submit(codeForm)} noValidate aria-busy={busy}>
            <h1 className={styles.title}>
              <Trans>Вход в Jolda</Trans>
            </h1>
            <p className={styles.lead}>
              <Trans>Код отправлен на номер {formatPhone(phoneForm.state.values.phone)}</Trans>
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
            <codeForm.Field name="code" validators={{ onSubmit: ({ value }) => (/^\d{6}$/.test(value) ? undefined : 'code_format') }}>
              {(field) => (
                <Input
                  ref={codeRef}
                  label={t`Код из СМС`}
                  name="code"
                  size="lg"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d{6}"
                  maxLength={6}
                  value={field.state.value}
                  onValueChange={(v) => field.handleChange(v.replace(/\D/g, '').slice(0, 6))}
                  errorMessage={problemText(problemOf(field.state.meta.errors, 'code') ?? lockProblem)}
                  required
                />
              )}
            </codeForm.Field>
            <Button type="submit" size="lg" fullWidth loading={busy}>
              <Trans>Войти</Trans>
            </Button>
            <div className={styles.row}>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  codeForm.reset();
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
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={busy || lockLeft > 0}
                  onClick={() => void sendCode(phoneForm.state.values.phone, 'code')}
                >
                  <Trans>Отправить код повторно</Trans>
                </button>
              )}
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}

function formatPhone(national: string): string {
  const d = national.padEnd(10, ' ');
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`.trim();
}
