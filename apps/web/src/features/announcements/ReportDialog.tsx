import { Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@jolda/ui';
import { Flag } from '@jolda/ui/icons';
import { preloadable, usePreloadedOverlay } from '../../shared/preloadable';

/** The dialog (react-aria's modal, radio group, text area) is its own chunk, fetched when the visitor reaches for the button. */
const ReportDialogPanel = preloadable(() => import('./ReportDialogPanel').then((m) => m.ReportDialogPanel));

/** "Report this announcement": the button, and the dialog once asked for. */
export function ReportDialog({ id }: { id: number }) {
  const dialog = usePreloadedOverlay(ReportDialogPanel);
  return (
    <>
      <Button variant="ghost" size="sm" iconStart={<Flag size={16} />} loading={dialog.loading} {...dialog.triggerProps}>
        <Trans>Пожаловаться</Trans>
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <ReportDialogPanel id={id} open={dialog.open} setOpen={dialog.setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
