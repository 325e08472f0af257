import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@jolda/ui';
import { Share2 } from '@jolda/ui/icons';
import * as styles from './share-button.css';

/**
 * Shares the page's link (an announcement, a shortlist): the Web Share API where the browser has it; otherwise the link
 * goes to the clipboard (or is shown to copy by hand, labelled `fieldLabel`).
 */
export function ShareButton({ title, fieldLabel, testId }: { title: string; fieldLabel: string; testId?: string }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<'idle' | 'copied' | 'manual'>('idle');
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('manual');
    }
  };
  return (
    <div className={styles.stack}>
      <Button variant="secondary" iconStart={<Share2 size={18} />} data-testid={testId} onClick={() => void share()}>
        <Trans>Поделиться</Trans>
      </Button>
      <span aria-live="polite" className={styles.muted}>
        {status === 'copied' ? t`Ссылка скопирована` : null}
      </span>
      {status === 'manual' && (
        <input className={styles.copyField} readOnly value={typeof window === 'undefined' ? '' : window.location.href} aria-label={fieldLabel} onFocus={(e) => e.currentTarget.select()} />
      )}
    </div>
  );
}
