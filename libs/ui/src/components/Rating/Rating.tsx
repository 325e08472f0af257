import { useState, type ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text as AriaText } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as field from '../Field/Field.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as hidden from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Rating.css';
import { RatingStars, STARS, StarIcon } from './RatingStars';

export { starFill } from './RatingStars';

interface RatingCommonProps {
  /**
   * Display mode: the accessible name of the stars, e.g. "Рейтинг 4,5 из 5".
   * Input mode: the radio group's label, e.g. "Ваша оценка".
   */
  label: string;
  /** Text after the stars, e.g. "128 отзывов". */
  count?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

/** Read-only stars (role="img"). */
export interface RatingDisplayProps extends RatingCommonProps {
  /** 0–5; shown to the nearest half star. */
  value: number;
  onChange?: undefined;
  starLabel?: undefined;
  defaultValue?: undefined;
}

/** Five radio buttons; arrow keys move the choice. */
export interface RatingInputProps extends RatingCommonProps {
  /** Controlled choice, 1–5 (null or 0 = nothing chosen yet). */
  value?: number | null;
  defaultValue?: number;
  onChange: (value: number) => void;
  /** Accessible name of star n, e.g. n => `${n} из 5`. */
  starLabel: (n: number) => string;
  /** Hide the group label visually (it still names the group). */
  hideLabel?: boolean;
  description?: ReactNode;
  errorMessage?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field name (the chosen number is submitted). */
  name?: string;
}

export type RatingProps = RatingDisplayProps | RatingInputProps;

function RatingInput({
  label,
  hideLabel,
  count,
  size = 'md',
  className,
  value,
  defaultValue,
  onChange,
  starLabel,
  description,
  errorMessage,
  disabled,
  required,
  name,
}: RatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const controlled = value !== undefined ? { value: value ? String(value) : null } : {};
  return (
    <RadioGroup
      {...controlled}
      defaultValue={defaultValue ? String(defaultValue) : undefined}
      onChange={(v) => onChange(Number(v))}
      orientation="horizontal"
      isDisabled={disabled}
      isRequired={required}
      isInvalid={errorMessage ? true : undefined}
      name={name}
      className={cx(styles.root, className)}
    >
      {({ state }) => {
        const chosen = Number(state.selectedValue ?? 0);
        const shown = hovered ?? chosen;
        return (
          <>
            <Label className={hideLabel ? hidden.root : field.label}>{label}</Label>
            <div className={styles.row}>
              <div className={styles.inputStars} onPointerLeave={() => setHovered(null)}>
                {STARS.map((n) => (
                  <Radio
                    key={n}
                    value={String(n)}
                    className={styles.starButton({ size })}
                    onHoverStart={() => setHovered(n)}
                    onHoverEnd={() => setHovered((h) => (h === n ? null : h))}
                  >
                    <VisuallyHidden>{starLabel(n)}</VisuallyHidden>
                    <StarIcon fill={n <= shown ? 'full' : 'empty'} size={size} />
                  </Radio>
                ))}
              </div>
              {count ? <span className={styles.count({ size })}>{count}</span> : null}
            </div>
            {description ? (
              <AriaText slot="description" className={field.description}>
                {description}
              </AriaText>
            ) : null}
            <FieldError className={field.error}>{errorMessage}</FieldError>
          </>
        );
      }}
    </RadioGroup>
  );
}

/**
 * Star rating. Without `onChange` it shows a 0–5 value to the nearest half star as one image named by `label`
 * (`RatingStars`); with `onChange` it is a group of five radio buttons named by `starLabel(n)` (arrow keys move,
 * Space/click chooses).
 */
export function Rating(props: RatingProps) {
  if (props.onChange) return <RatingInput {...props} />;
  const { label, value, count, size, className } = props;
  return <RatingStars label={label} value={value} count={count} size={size} className={className} />;
}
