import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@jolda/ui';
import { Monitor, Moon, Sun } from '@jolda/ui/icons';
import type { ThemePreference } from '../../shared/boot';
import { useTheme } from '../../shared/theme';

const NEXT: Record<ThemePreference, ThemePreference> = { light: 'dark', dark: 'system', system: 'light' };

/** One button cycling light → dark → system; the label says the current choice. */
export function ThemeToggle() {
  const { t } = useLingui();
  const { theme, setTheme } = useTheme();
  const labels: Record<ThemePreference, string> = {
    light: t`Тема: светлая`,
    dark: t`Тема: тёмная`,
    system: t`Тема: как в системе`,
  };
  const Icon = theme === 'light' ? Sun : theme === 'dark' ? Moon : Monitor;
  return <IconButton variant="secondary" label={labels[theme]} icon={<Icon size={18} />} onClick={() => setTheme(NEXT[theme])} />;
}
