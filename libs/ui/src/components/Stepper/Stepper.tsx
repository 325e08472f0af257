import { Check, CircleAlert } from '../../icons';
import { useId } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Stepper.css';

export interface StepperStep {
  id: string;
  title: string;
  description?: string;
  /** Shown with a check (complete) or an alert (error) icon; the matching `statusLabel` joins the step's name. */
  status?: 'complete' | 'error';
}

export interface StepperProps {
  steps: ReadonlyArray<StepperStep>;
  /** Id of the current step (gets `aria-current="step"`). */
  current: string;
  /** When given, every step is a button that jumps to it; otherwise steps are plain list items. */
  onStepClick?: (id: string) => void;
  /** Accessible name of the <nav>, e.g. "Шаги". */
  label: string;
  /** Position text, e.g. `(i, n) => \`Шаг ${i + 1} из ${n}\`` ("Шаг 2 из 5"); `index` is 0-based. Shown on small screens. */
  stepLabel: (index: number, total: number) => string;
  /** Words for the status icons, read by screen readers (the icons are hidden), e.g. { complete: 'Готово', error: 'Есть ошибки' }. */
  statusLabel?: { complete: string; error: string };
  className?: string;
}

/**
 * Progress through a multi-step form. Below `md` it is compact (the current step's title, "Шаг 2 из 5" and a
 * bar); from `md` up all steps sit in a row joined by a progress line, with number badges (a check for
 * complete steps, an alert for steps with errors). With `onStepClick` the steps are native buttons: tabbable,
 * Enter and Space activate them.
 */
export function Stepper({ steps, current, onStepClick, label, stepLabel, statusLabel, className }: StepperProps) {
  const baseId = useId();
  const total = steps.length;
  const found = steps.findIndex((s) => s.id === current);
  const currentIndex = found < 0 ? 0 : found;
  const currentStep = steps[currentIndex];
  const progress = total > 0 ? (currentIndex + 1) / total : 0;

  return (
    <nav aria-label={label} className={cx(styles.root, className)}>
      {currentStep ? (
        <div className={styles.compact}>
          <p className={styles.compactText}>
            <span className={styles.compactCount}>{stepLabel(currentIndex, total)}</span>
            <span className={styles.compactTitle}>
              {currentStep.title}
              {currentStep.status && statusLabel ? <VisuallyHidden>{` (${statusLabel[currentStep.status]})`}</VisuallyHidden> : null}
            </span>
          </p>
          <div className={styles.compactTrack} aria-hidden="true">
            <div className={styles.compactFill} style={{ transform: `scaleX(${progress})` }} />
          </div>
        </div>
      ) : null}
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const isCurrent = index === currentIndex;
          const status = step.status;
          const descriptionId = step.description ? `${baseId}-${index}-description` : undefined;
          const content = (
            <>
              <span className={styles.badge} aria-hidden="true">
                {status === 'complete' ? (
                  <Check size={16} strokeWidth={3} />
                ) : status === 'error' ? (
                  <CircleAlert size={18} strokeWidth={2.5} />
                ) : (
                  index + 1
                )}
              </span>
              <span className={styles.title}>
                {step.title}
                {status && statusLabel ? <VisuallyHidden>{` (${statusLabel[status]})`}</VisuallyHidden> : null}
              </span>
            </>
          );
          const common = { className: styles.step, 'data-current': isCurrent ? 'true' : undefined, 'data-status': status };
          const ariaCurrent = isCurrent ? ('step' as const) : undefined;
          // aria-current goes on the element that takes focus: the button, or the list item itself.
          return (
            <li key={step.id} className={styles.item} aria-current={onStepClick ? undefined : ariaCurrent}>
              {onStepClick ? (
                <button
                  {...common}
                  type="button"
                  aria-current={ariaCurrent}
                  aria-describedby={descriptionId}
                  onClick={() => onStepClick(step.id)}
                >
                  {content}
                </button>
              ) : (
                <div {...common}>{content}</div>
              )}
              {step.description ? (
                <span id={descriptionId} className={styles.description}>
                  {step.description}
                </span>
              ) : null}
              {index < total - 1 ? (
                <span className={styles.connector} data-filled={index < currentIndex ? 'true' : 'false'} aria-hidden="true" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
