import { X } from '../../icons';
import { useSyncExternalStore } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import type { ToastQueue } from './toast-queue';
import * as styles from './Toast.css';

export interface ToastRegionProps {
  queue: ToastQueue;
  /** Landmark name, e.g. "Уведомления". */
  label: string;
  /** Accessible label of each close button, e.g. "Закрыть". */
  closeLabel: string;
}

const empty: never[] = [];

/**
 * Renders the toasts of a queue in a fixed live region (polite; danger toasts use role="alert").
 * Place once near the root: `<ToastRegion queue={toasts} label=… closeLabel=… />`, then `toasts.add({ title })`.
 */
export function ToastRegion({ queue, label, closeLabel }: ToastRegionProps) {
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, () => empty);
  return (
    <section aria-label={label} className={styles.region} aria-live="polite" aria-relevant="additions">
      {items.map((t) => (
        <div key={t.id} role={t.tone === 'danger' ? 'alert' : 'status'} className={styles.toast({ tone: t.tone })}>
          <div className={styles.content}>
            <span className={styles.title}>{t.title}</span>
            {t.description ? <span className={styles.description}>{t.description}</span> : null}
          </div>
          {t.action ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                t.action?.onAction();
                queue.close(t.id);
              }}
            >
              {t.action.label}
            </Button>
          ) : null}
          <IconButton size="sm" label={closeLabel} icon={<X size={18} />} onClick={() => queue.close(t.id)} />
        </div>
      ))}
    </section>
  );
}
