import { Monitor, Moon, Sun } from '../../icons';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';

export type ThemePreference = 'light' | 'dark' | 'system';

export interface ThemeSwitchProps {
  value: ThemePreference;
  onChange: (value: ThemePreference) => void;
  /** Group name for assistive tech, e.g. "Тема оформления". */
  label: string;
  /** Option labels, e.g. `{ light: 'Светлая', dark: 'Тёмная', system: 'Как в системе' }`. */
  labels: Record<ThemePreference, string>;
  /** Icons only (labels remain accessible names). */
  iconOnly?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Controlled light/dark/system choice. The app stores the choice (cookie) and renders it as
 * `<html data-theme="…">`; see `applyTheme`.
 */
export function ThemeSwitch({ value, onChange, label, labels, iconOnly, size = 'sm', className }: ThemeSwitchProps) {
  return (
    <SegmentedControl
      label={label}
      value={value}
      onChange={onChange}
      size={size}
      className={className}
      options={[
        { value: 'light', label: labels.light, icon: <Sun size={16} />, iconOnly },
        { value: 'dark', label: labels.dark, icon: <Moon size={16} />, iconOnly },
        { value: 'system', label: labels.system, icon: <Monitor size={16} />, iconOnly },
      ]}
    />
  );
}

/** Sets `data-theme` on <html> (client side). The server should render the same attribute. */
export function applyTheme(theme: ThemePreference, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
}
