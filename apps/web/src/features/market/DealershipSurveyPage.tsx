import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { almatyClock, clockTime } from '@jolda/contracts';
import { isApiRequestError, marketApi, marketMutations, marketQueries, useHttp } from '@jolda/api-client';
import { Button, Card, RadioGroup, Rating, TextArea } from '@jolda/ui';
import { useLocale } from '../../shared/use-locale';
import { formErrors } from './errors';
import { dayLabel, decimal } from './text';
import * as styles from './market.css';

type YesNo = 'yes' | 'no';

/**
 * `/dealership-survey/{id}`: after a test drive or a visit, the buyer rates the dealership 1–5, the staff 1–5, answers
 * two questions and may leave a comment. One answer per visit (the link is unguessable); the answer feeds the dealer's
 * rating, and the thanks show it.
 */
export function DealershipSurveyPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { data: survey } = useSuspenseQuery(marketQueries.survey(http, id));
  const [rating, setRating] = useState<number | null>(null);
  const [staff, setStaff] = useState<number | null>(null);
  const [explained, setExplained] = useState<YesNo | null>(null);
  const [recommend, setRecommend] = useState<YesNo | null>(null);
  const [comment, setComment] = useState('');
  const send = useMutation({
    mutationKey: marketMutations.answerSurvey(),
    mutationFn: () =>
      marketApi.answerSurvey(http, id, {
        // Unanswered questions go as they are: the API names each missing one.
        rating: rating as number,
        staff: staff as number,
        explained: (explained === null ? undefined : explained === 'yes') as boolean,
        recommend: (recommend === null ? undefined : recommend === 'yes') as boolean,
        comment,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: marketQueries.survey(http, id).queryKey,
        refetchType: 'none',
      }),
  });
  const errors = send.error ? formErrors(i18n, send.error) : { fields: {} as Record<string, string>, form: null };
  const alreadyAnswered = survey.answered || (isApiRequestError(send.error) && send.error.code === 'already_answered');
  const visit = survey.visit;
  const when = visit
    ? (() => {
        const c = almatyClock(new Date(visit.startsAt));
        return `${dayLabel(c.date, locale)}, ${clockTime(c.minute)}`;
      })()
    : null;
  const dealerLink = (
    <Link to="/dealer/$address" params={{ address: survey.dealer.slug }}>
      {survey.dealer.name}
    </Link>
  );
  const yesNo = [
    { value: 'yes' as const, label: t`Да` },
    { value: 'no' as const, label: t`Нет` },
  ];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Как прошёл визит в ${survey.dealer.name}?`}</h1>
        <p className={styles.lead}>
          {visit
            ? t`Тест-драйв ${visit.brand} ${visit.model}, ${when}, ${survey.dealer.city.name}`
            : t`Визит в салон, ${survey.dealer.city.name}`}
        </p>
      </header>
      <Card padding="lg">
        {send.data ? (
          <div className={styles.thanks} role="status" data-testid="survey-thanks">
            <p className={styles.status}>{t`Спасибо! Ваша оценка учтена в рейтинге дилера.`}</p>
            <p className={styles.muted}>
              {send.data.dealer.rating !== null
                ? t`Рейтинг ${send.data.dealer.name}: ${decimal(send.data.dealer.rating)} из 5, оценок — ${send.data.dealer.ratingCount}.`
                : null}
            </p>
            {dealerLink}
          </div>
        ) : alreadyAnswered ? (
          <div className={styles.thanks} role="status" data-testid="survey-answered">
            <p className={styles.status}>{t`Вы уже оценили этот визит. Спасибо!`}</p>
            {dealerLink}
          </div>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send.mutate();
            }}
          >
            <Rating
              label={t`Общая оценка дилерского центра`}
              value={rating}
              onChange={setRating}
              starLabel={(n) => t`${n} из 5`}
              errorMessage={errors.fields['rating']}
              required
            />
            <Rating
              label={t`Вежливость и знания менеджера`}
              value={staff}
              onChange={setStaff}
              starLabel={(n) => t`${n} из 5`}
              errorMessage={errors.fields['staff']}
              required
            />
            <RadioGroup<YesNo>
              label={t`Вам понятно объяснили цену, комплектацию и условия кредита?`}
              orientation="horizontal"
              value={explained}
              onChange={setExplained}
              options={yesNo}
              errorMessage={errors.fields['explained']}
              required
            />
            <RadioGroup<YesNo>
              label={t`Порекомендуете этого дилера друзьям?`}
              orientation="horizontal"
              value={recommend}
              onChange={setRecommend}
              options={yesNo}
              errorMessage={errors.fields['recommend']}
              required
            />
            <TextArea
              label={t`Комментарий`}
              value={comment}
              onValueChange={setComment}
              maxLength={1000}
              showCount
              errorMessage={errors.fields['comment']}
            />
            {errors.form ? (
              <p role="alert" className={styles.error}>
                {errors.form}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" variant="primary" loading={send.isPending} data-testid="survey-submit">
                {t`Отправить оценку`}
              </Button>
            </div>
            <p
              className={styles.muted}
            >{t`Ответ один на визит. Оценка без имени попадёт в рейтинг дилера, комментарий — в отзывы на его странице.`}</p>
          </form>
        )}
      </Card>
    </div>
  );
}
