import { Plural, Trans } from '@lingui/react/macro';
import { formatCountdown, type LoginProblem } from './login-errors';

/** What went wrong in a sign-in by phone and code, in the reader's language (the login page and inline sign-ins). */
export function ProblemText({ problem }: { problem: LoginProblem }) {
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
