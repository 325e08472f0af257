import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Download } from '@jolda/ui/icons';
import { Button } from '@jolda/ui';
import { usePwa } from './pwa-store';
import * as styles from './InstallAppButton.css';

/** "Install app": shown only while the browser offers installation (`beforeinstallprompt`) and it is not installed. */
export function InstallAppButton() {
  const { canInstall, install } = usePwa();
  const [busy, setBusy] = useState(false);
  if (!canInstall) return null;
  return (
    <div className={styles.wrap}>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        iconStart={<Download size={16} />}
        data-testid="install-app"
        onClick={() => {
          setBusy(true);
          void install().finally(() => setBusy(false));
        }}
      >
        <Trans>Установить приложение</Trans>
      </Button>
    </div>
  );
}
