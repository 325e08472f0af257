import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as field from '../Field/Field.css';
import * as styles from './Slider.css';

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** The value as the reader should see and hear it, e.g. "20 % · 3 200 000 ₸". */
  valueText: string;
  /** Labels of the ends of the scale, e.g. ["6 мес.", "84 мес."]. */
  scale?: [ReactNode, ReactNode];
  disabled?: boolean;
  name?: string;
  className?: string;
}

/**
 * A value picked on a scale: a native range input (keyboard, touch and screen readers as the browser gives them, no
 * script needed to render), its label, the formatted value (also its `aria-valuetext`) and the scale's ends.
 */
export function Slider({ label, value, min, max, step = 1, onChange, valueText, scale, disabled, name, className }: SliderProps) {
  const id = useId();
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.head}>
        <label htmlFor={id} className={field.label}>
          {label}
        </label>
        <output htmlFor={id} className={styles.value}>
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={styles.input}
        min={min}
        max={max}
        step={step}
        value={value}
        name={name}
        disabled={disabled}
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      />
      {scale ? (
        <div className={styles.scale} aria-hidden="true">
          <span>{scale[0]}</span>
          <span>{scale[1]}</span>
        </div>
      ) : null}
    </div>
  );
}
