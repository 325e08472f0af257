import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@jolda/ui';
import { Heart } from '@jolda/ui/icons';
import { useAccountFavourite, useLocalFavourite } from './use-favourite';
import { useSignedIn } from '../../shared/use-signed-in';
import * as styles from './favourites.css';

interface FavouriteToggleProps {
  id: number;
  title: string;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'ghost' | 'secondary' | 'primary';
  className?: string;
}

/**
 * The heart: an accessible toggle button (aria-pressed), for cards and the announcement page. Signed in, it toggles the
 * account's favourites; otherwise this browser's (merged into the account at sign-in, see FavouritesSync).
 */
export function FavouriteToggle(props: FavouriteToggleProps) {
  return useSignedIn() ? <AccountFavouriteToggle {...props} /> : <LocalFavouriteToggle {...props} />;
}

function AccountFavouriteToggle(props: FavouriteToggleProps) {
  return <HeartButton {...props} {...useAccountFavourite(props.id)} />;
}

function LocalFavouriteToggle(props: FavouriteToggleProps) {
  return <HeartButton {...props} {...useLocalFavourite(props.id)} />;
}

function HeartButton({ title, size = 'md', variant = 'secondary', className, isFavourite, pending, toggle }: FavouriteToggleProps & {
  isFavourite: boolean;
  pending: boolean;
  toggle: () => void;
}) {
  const { t } = useLingui();
  return (
    <IconButton
      className={className}
      size={size}
      variant={variant}
      pressed={isFavourite}
      disabled={pending}
      data-testid="favourite-toggle"
      label={isFavourite ? t`Убрать ${title} из избранного` : t`Добавить ${title} в избранное`}
      icon={<Heart size={size === 'sm' ? 16 : 20} className={isFavourite ? styles.heartOn : undefined} />}
      onClick={toggle}
    />
  );
}
