import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { contractSchema, isApiRequestError } from '@jolda/api-client';
import { SHORTLIST_ERROR, SHORTLIST_LIMITS } from '@jolda/contracts';
import { Button, Inline, Input, Stack, Text } from '@jolda/ui';
import { errorCode, setFieldErrors, showApiFieldErrors, validateWith } from '../../shared/form';
import * as styles from './shortlists.css';

const NAME_ERRORS: Record<string, MessageDescriptor> = {
  [SHORTLIST_ERROR.nameRequired]: msg`Назовите подборку`,
  [SHORTLIST_ERROR.nameTooLong]: msg`Не длиннее ${SHORTLIST_LIMITS.nameMax} символов`,
  shortlists_limit: msg`Подборок уже ${SHORTLIST_LIMITS.lists} — удалите одну, чтобы создать новую`,
  shortlist_full: msg`В подборке уже ${SHORTLIST_LIMITS.items} автомобилей`,
};

/**
 * A shortlist's name, for making one and for renaming: the contract's schema checks it first, the API's codes land
 * next to the field, and what was typed stays when the call fails.
 */
export function NameForm({
  initial = '',
  label,
  submitLabel,
  onSubmit,
  onCancel,
  testId,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { name: initial },
    validators: { onSubmitAsync: validateWith(contractSchema('shortlistRenameSchema'), (v: { name: string }) => v) },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null);
      try {
        await onSubmit(value.name.trim());
        formApi.reset({ name: initial });
      } catch (e) {
        if (isApiRequestError(e) && e.status === 409) setFieldErrors(formApi, { name: [e.code] });
        else if (!showApiFieldErrors(formApi, e)) setFormError(t`Не удалось сохранить. Проверьте соединение и попробуйте ещё раз.`);
      }
    },
  });
  return (
    <Stack
      as="form"
      space="2"
      className={styles.nameForm}
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="name">
        {(f) => {
          const code = errorCode(f.state.meta.errors);
          return (
            <Input
              label={label}
              name="name"
              value={f.state.value}
              maxLength={SHORTLIST_LIMITS.nameMax + 10}
              onValueChange={f.handleChange}
              onBlur={f.handleBlur}
              errorMessage={code ? i18n._(NAME_ERRORS[code] ?? msg`Проверьте название`) : undefined}
            />
          );
        }}
      </form.Field>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <Inline space="2" alignY="stretch">
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                {t`Отмена`}
              </Button>
            )}
          </Inline>
        )}
      </form.Subscribe>
      {formError && (
        <Text role="alert" size="sm" tone="danger">
          {formError}
        </Text>
      )}
    </Stack>
  );
}
