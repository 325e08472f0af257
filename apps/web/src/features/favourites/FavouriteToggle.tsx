import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@jolda/ui';
import { Heart } from '@jolda/ui/icons';
import { useFavourite } from './use-favourite';
import * as styles from './favourites.css';

/** The heart: an accessible toggle button (aria-pressed), for cards and the announcement page. */
export function FavouriteToggle({ id, title, size = 'md', variant = 'secondary', className }: {
  id: number;
  title: string;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'ghost' | 'secondary' | 'primary';
  className?: string;
}) {
  const { t } = useLingui();
  const { isFavourite, toggle, pending } = useFavourite(id);
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
