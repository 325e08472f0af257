import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as hidden from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './ColourSwatches.css';

export interface ColourSwatchOption {
  value: string;
  /** The colour's name, e.g. "Чёрный металлик". */
  label: string;
  /** The swatch, `#rrggbb`. */
  hex: string;
  /** After the name of the chosen colour, e.g. "+180 000 ₸". */
  note?: ReactNode;
}

export interface ColourSwatchesProps {
  /** The group's name, e.g. "Цвет кузова". */
  label: string;
  hideLabel?: boolean;
  options: ReadonlyArray<ColourSwatchOption>;
  value: string;
  onChange: (value: string) => void;
  /** Form field name (the chosen value is submitted). */
  name?: string;
  className?: string;
}

/**
 * A choice of paint: round swatches that are native radio buttons (arrow keys move, the browser's own semantics, no
 * script needed to work), each named by its colour, with the chosen colour's name and note below.
 */
export function ColourSwatches({ label, hideLabel, options, value, onChange, name, className }: ColourSwatchesProps) {
  const group = useId();
  const chosen = options.find((o) => o.value === value);
  return (
    <fieldset className={cx(styles.root, className)}>
      <legend className={hideLabel ? hidden.root : styles.legend}>{label}</legend>
      <div className={styles.list}>
        {options.map((o) => (
          <label key={o.value} className={styles.option} title={o.label}>
            <input
              type="radio"
              className={styles.input}
              name={name ?? group}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            <span className={styles.swatch} style={{ backgroundColor: o.hex }} aria-hidden="true" />
            <VisuallyHidden>{o.label}</VisuallyHidden>
          </label>
        ))}
      </div>
      {chosen ? (
        <p className={styles.chosen} aria-live="polite">
          <span>{chosen.label}</span>
          {chosen.note ? <span className={styles.note}>{chosen.note}</span> : null}
        </p>
      ) : null}
    </fieldset>
  );
}
