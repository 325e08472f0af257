import { useId, useState } from 'react';
import { cx } from '../../utils/cx';
import * as hidden from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './SlotPicker.css';

export interface SlotPickerSlot {
  value: string;
  /** e.g. "09:30". */
  label: string;
  /** Taken or past: shown struck through, not choosable. */
  disabled?: boolean;
}

export interface SlotPickerDay {
  key: string;
  /** e.g. "пн, 2 мар.". */
  label: string;
  slots: ReadonlyArray<SlotPickerSlot>;
}

export interface SlotPickerProps {
  /** The group's name, e.g. "Дата и время". */
  label: string;
  /** Names the day row and the time grid, e.g. { day: "День", time: "Время" }. */
  partLabels: { day: string; time: string };
  days: ReadonlyArray<SlotPickerDay>;
  /** The chosen slot's value (or null). */
  value: string | null;
  onChange: (value: string) => void;
  /** Shown when a day has no free slot. */
  emptyLabel: string;
  className?: string;
}

/**
 * A time slot: a row of days and a grid of times, both native radio groups (taken times are disabled). The day shown
 * is the chosen slot's day, else the first day with a free slot.
 */
export function SlotPicker({ label, partLabels, days, value, onChange, emptyLabel, className }: SlotPickerProps) {
  const id = useId();
  const valueDay = days.find((d) => d.slots.some((s) => s.value === value))?.key;
  const firstFree = days.find((d) => d.slots.some((s) => !s.disabled))?.key ?? days[0]?.key;
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const dayKey = picked ?? valueDay ?? firstFree;
  const day = days.find((d) => d.key === dayKey);
  const free = day?.slots.some((s) => !s.disabled) ?? false;
  return (
    <fieldset className={cx(styles.root, className)}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.days} role="radiogroup" aria-label={partLabels.day}>
        {days.map((d) => (
          <label key={d.key} className={styles.day}>
            <input type="radio" className={styles.input} name={`${id}-day`} value={d.key} checked={d.key === dayKey} onChange={() => setPicked(d.key)} />
            {d.label}
          </label>
        ))}
      </div>
      {day && free ? (
        <div className={styles.times} role="radiogroup" aria-label={`${partLabels.time}, ${day.label}`}>
          {day.slots.map((s) => (
            <label key={s.value} className={styles.time}>
              <input
                type="radio"
                className={styles.input}
                name={`${id}-time`}
                value={s.value}
                checked={s.value === value}
                disabled={s.disabled}
                onChange={() => onChange(s.value)}
              />
              {s.label}
            </label>
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{emptyLabel}</p>
      )}
      <span className={hidden.root} aria-live="polite">
        {value && valueDay ? `${days.find((d) => d.key === valueDay)?.label}, ${days.flatMap((d) => d.slots).find((s) => s.value === value)?.label}` : ''}
      </span>
    </fieldset>
  );
}
