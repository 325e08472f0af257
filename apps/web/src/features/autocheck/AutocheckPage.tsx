import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AutocheckSubject, autocheckQueries, isApiRequestError, useHttp } from '@jolda/api-client';
import { useSessionStore } from '@jolda/auth';
import { formatDateParts } from '@jolda/i18n';
import { Button, MaskedInput, SegmentedControl } from '@jolda/ui';
import { useAfterHydration } from '../../shared/after-hydration';
import { useLocale } from '../../shared/use-locale';
import { FIELD_ERRORS } from './labels';
import * as styles from './autocheck.css';

type Mode = 'vin' | 'plate';

/**
 * `/autocheck`: a VIN or a plate (masked inputs). The API checks the value (a 400 names the field and its code, shown
 * under the field, and what was typed stays); a good one opens the report, already loaded.
 */
export function AutocheckPage() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hydrated = useAfterHydration();
  const signedIn = useSessionStore((s) => s.signedIn);
  const [mode, setMode] = useState<Mode>('vin');
  const [vin, setVin] = useState('');
  const [plate, setPlate] = useState('');
  const subject: AutocheckSubject = mode === 'vin' ? { vin } : { plate };
  const check = useMutation({
    mutationFn: () => queryClient.fetchQuery(autocheckQueries.report(http, subject, signedIn)),
    onSuccess: () => navigate({ to: '/autocheck/report', search: subject }),
  });
  const mine = useQuery({ ...autocheckQueries.mine(http), enabled: hydrated && signedIn });
  const fields: Partial<Record<Mode, string>> = {};
  let formError: string | null = null;
  if (check.error) {
    if (isApiRequestError(check.error) && check.error.code === 'validation_failed') {
      for (const [key, codes] of Object.entries(check.error.fields ?? {})) {
        const msg = FIELD_ERRORS[codes[0] ?? ''] ?? FIELD_ERRORS['required']!;
        fields[key === 'plate' ? 'plate' : 'vin'] = i18n._(msg);
      }
    } else {
      formError = t`Не удалось проверить. Проверьте подключение и попробуйте ещё раз.`;
    }
  }
  return (
    <article className={styles.page}>
      <header className={styles.narrow}>
        <h1 className={styles.title}>
          <Trans>Проверка автомобиля</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Перед покупкой узнайте, что известно об автомобиле: по VIN или госномеру.</Trans>
        </p>
      </header>
      <form
        className={`${styles.form} ${styles.narrow}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          check.mutate();
        }}
      >
        <SegmentedControl<Mode>
          label={t`Что ввести`}
          options={[
            { value: 'vin', label: 'VIN' },
            { value: 'plate', label: t`Госномер` },
          ]}
          value={mode}
          onChange={(m) => {
            setMode(m);
            check.reset();
          }}
        />
        {mode === 'vin' ? (
          <MaskedInput
            key="vin"
            preset="vin"
            label={t`VIN (17 символов)`}
            name="vin"
            placeholder="XW7BF4FK30S012345"
            value={vin}
            onValueChange={(v) => setVin(v.raw)}
            description={t`Указан в техпаспорте, под лобовым стеклом и на стойке двери.`}
            errorMessage={fields.vin}
            data-testid="autocheck-vin"
          />
        ) : (
          <MaskedInput
            key="plate"
            preset="plate"
            label={t`Госномер`}
            name="plate"
            placeholder="123 ABC 02"
            value={plate}
            onValueChange={(v) => setPlate(v.raw)}
            description={t`Номер в формате Казахстана: три цифры, три латинские буквы и код региона.`}
            errorMessage={fields.plate}
            data-testid="autocheck-plate"
          />
        )}
        {formError ? (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={check.isPending} data-testid="autocheck-submit">
            {t`Проверить`}
          </Button>
        </div>
      </form>
      <section className={`${styles.section} ${styles.narrow}`} aria-labelledby="autocheck-what">
        <h2 id="autocheck-what" className={styles.sectionTitle}>
          <Trans>Что входит в отчёт</Trans>
        </h2>
        <ul className={styles.points}>
          <li>
            <Trans>Расшифровка VIN: производитель и завод, страна сборки, модельный год, контрольная цифра — для всех.</Trans>
          </li>
          <li>
            <Trans>История на Jolda: все объявления с этим VIN или номером — даты, цены, пробег, фото, частник или дилер; скрученный пробег и двойные объявления — для всех.</Trans>
          </li>
          <li>
            <Trans>Проверка по базам: владельцы и регистрации, ограничения и аресты, залог, розыск, ДТП, таможня — после входа.</Trans>
          </li>
        </ul>
      </section>
      {signedIn && mine.data && mine.data.items.length > 0 ? (
        <section className={`${styles.section} ${styles.narrow}`} aria-labelledby="autocheck-mine">
          <h2 id="autocheck-mine" className={styles.sectionTitle}>
            <Trans>Мои сохранённые отчёты</Trans>
          </h2>
          <ul className={styles.list} data-testid="my-autochecks">
            {mine.data.items.map((item) => (
              <li key={item.token}>
                <Link to="/autocheck/report" search={{ token: item.token }}>
                  {item.car ?? item.label}
                </Link>{' '}
                <span className={styles.muted}>
                  {item.car ? `${item.label}, ` : ''}
                  {formatDateParts(item.createdAt, locale, { day: true, month: 'long', year: true })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
