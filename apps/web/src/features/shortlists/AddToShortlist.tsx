import { Suspense } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '@jolda/ui';
import { List } from '@jolda/ui/icons';
import { preloadable, usePreloadedOverlay } from '../../shared/preloadable';
import { useSignedIn } from '../../shared/use-signed-in';

/** The dialog (react-aria's modal, checkboxes, the form library) is its own chunk, fetched when the user reaches for the button. */
const ShortlistDialog = preloadable(() => import('./ShortlistDialog').then((m) => m.ShortlistDialog));

interface Props {
  id: number;
  /** "Toyota Camry 2019", for the dialog's title and labels. */
  title: string;
  size?: 'sm' | 'md';
}

/**
 * "В подборку": puts a car into one or more of the user's shortlists, or into a new one named there. A visitor is sent
 * to sign in and brought back.
 */
export function AddToShortlist({ id, title, size = 'md' }: Props) {
  const signedIn = useSignedIn();
  const location = useLocation();
  const dialog = usePreloadedOverlay(ShortlistDialog);
  if (!signedIn) {
    return (
      <Button
        variant="secondary"
        size={size}
        iconStart={<List size={18} />}
        data-testid="shortlist-add"
        render={(p) => <Link {...p} to="/login" search={{ redirect: `${location.pathname}${location.searchStr}` } as never} />}
      >
        <Trans>В подборку</Trans>
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" size={size} iconStart={<List size={18} />} data-testid="shortlist-add" loading={dialog.loading} {...dialog.triggerProps}>
        <Trans>В подборку</Trans>
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <ShortlistDialog id={id} title={title} open={dialog.open} setOpen={dialog.setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
