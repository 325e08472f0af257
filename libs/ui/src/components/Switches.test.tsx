import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './LanguageSwitch/LanguageSwitch';
import { SegmentedControl } from './SegmentedControl/SegmentedControl';
import { applyTheme, ThemeSwitch } from './ThemeSwitch/ThemeSwitch';

const themeLabels = { light: 'Светлая', dark: 'Тёмная', system: 'Как в системе' };

describe('ThemeSwitch', () => {
  it('is a radio group reflecting the value', () => {
    render(<ThemeSwitch label="Тема" labels={themeLabels} value="dark" onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Тема' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Тёмная' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('calls onChange on click and with arrow keys', async () => {
    const onChange = vi.fn();
    render(<ThemeSwitch label="Тема" labels={themeLabels} value="light" onChange={onChange} iconOnly />);
    await userEvent.click(screen.getByRole('radio', { name: 'Как в системе' }));
    expect(onChange).toHaveBeenLastCalledWith('system');
    screen.getByRole('radio', { name: 'Светлая' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('dark');
  });

  it('applyTheme sets data-theme on <html>', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('system');
    expect(document.documentElement.getAttribute('data-theme')).toBe('system');
  });
});

describe('LanguageSwitch', () => {
  const labels = { ru: 'Рус', kk: 'Қаз' };
  it('as radio group', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitch label="Язык" labels={labels} value="ru" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Қаз' }));
    expect(onChange).toHaveBeenCalledWith('kk');
  });

  it('as links with hreflang and aria-current', () => {
    render(<LanguageSwitch label="Язык" labels={labels} value="kk" onChange={() => {}} hrefs={{ ru: '/cars', kk: '/kk/cars' }} />);
    const nav = screen.getByRole('navigation', { name: 'Язык' });
    expect(nav).toBeTruthy();
    const kk = screen.getByRole('link', { name: 'Қаз' });
    expect(kk.getAttribute('href')).toBe('/kk/cars');
    expect(kk.getAttribute('aria-current')).toBe('true');
    expect(kk.getAttribute('hreflang')).toBe('kk');
    expect(kk.getAttribute('lang')).toBe('kk');
    expect(screen.getByRole('link', { name: 'Рус' }).hasAttribute('aria-current')).toBe(false);
  });

  it('renders router links through renderLink', () => {
    render(
      <LanguageSwitch
        label="Язык"
        labels={labels}
        value="ru"
        onChange={() => {}}
        hrefs={{ ru: '/', kk: '/kk' }}
        renderLink={({ locale: _l, ...p }) => <a data-router="" {...p} />}
      />,
    );
    expect(screen.getAllByRole('link').every((a) => a.hasAttribute('data-router'))).toBe(true);
  });
});

describe('SegmentedControl', () => {
  it('skips disabled options', () => {
    render(
      <SegmentedControl
        label="Вид"
        value="grid"
        onChange={() => {}}
        options={[
          { value: 'grid', label: 'Плитка' },
          { value: 'list', label: 'Список', disabled: true },
        ]}
      />,
    );
    expect((screen.getByRole('radio', { name: 'Список' }) as HTMLInputElement).disabled).toBe(true);
  });
});
