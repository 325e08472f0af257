import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Field.css';

export interface FieldBaseProps {
  /** Visible label (required for accessibility; use hideLabel to hide it visually). */
  label: string;
  hideLabel?: boolean;
  /** Help text under the control, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text; marks the control aria-invalid and links it with aria-describedby. */
  errorMessage?: ReactNode;
}

export interface FieldIds {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps extends FieldBaseProps {
  id?: string;
  required?: boolean;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** Label + control + description + error, with ids wired for assistive tech. */
export function Field({ id: idProp, label, hideLabel, description, errorMessage, required, className, children }: FieldProps) {
  const autoId = useId();
  const id = idProp ?? `f${autoId}`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  const labelContent = (
    <>
      {label}
      {required ? <span className={styles.required} aria-hidden="true">*</span> : null}
    </>
  );
  return (
    <div className={cx(styles.field, className)}>
      {hideLabel ? (
        <VisuallyHidden>
          <label htmlFor={id}>{label}</label>
        </VisuallyHidden>
      ) : (
        <label htmlFor={id} className={styles.label}>
          {labelContent}
        </label>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': errorMessage ? true : undefined })}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
