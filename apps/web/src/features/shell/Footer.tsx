import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Link as UiLink, Text } from '@jolda/ui';
import type { ReactNode } from 'react';
import { useNavItems } from './nav-items';
import { InstallAppButton } from '../pwa';
import { ExternalLink } from '../delivery';
import * as styles from './shell.css';

export function Footer() {
  const { t } = useLingui();
  const items = useNavItems();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <Container className={styles.footerInner}>
        <div className={styles.footerColumn}>
          <ColumnTitle>Jolda</ColumnTitle>
          <Text size="sm" tone="muted">
            <Trans>
              Маркетплейс автомобилей Казахстана: объявления с пробегом, новые машины от дилеров, проверка истории и
              кредит — на русском и казахском.
            </Trans>
          </Text>
        </div>
        <nav aria-label={t`Разделы`} className={styles.footerColumn}>
          <ColumnTitle>
            <Trans>Разделы</Trans>
          </ColumnTitle>
          <ul className={styles.footerList}>
            {items.slice(0, 4).map((item) => (
              <li key={item.key}>
                <UiLink tone="muted" underline="hover" render={(p) => <Link {...item.link} {...p} />}>
                  {item.label}
                </UiLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t`Сервисы`} className={styles.footerColumn}>
          <ColumnTitle>
            <Trans>Сервисы</Trans>
          </ColumnTitle>
          <ul className={styles.footerList}>
            {items.slice(4).map((item) => (
              <li key={item.key}>
                <UiLink tone="muted" underline="hover" render={(p) => <Link {...item.link} {...p} />}>
                  {item.label}
                </UiLink>
              </li>
            ))}
            <li>
              <UiLink tone="muted" underline="hover" render={(p) => <Link to="/aua-sapasy" {...p} />}>
                <Trans>Качество воздуха</Trans>
              </UiLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Компания`} className={styles.footerColumn}>
          <ColumnTitle>
            <Trans>Компания</Trans>
          </ColumnTitle>
          <ul className={styles.footerList}>
            <li>
              <UiLink tone="muted" underline="hover" render={(p) => <Link to="/about" {...p} />}>
                <Trans>О нас</Trans>
              </UiLink>
            </li>
            <li>
              <UiLink tone="muted" underline="hover" render={(p) => <Link to="/franchise" {...p} />}>
                <Trans>Франшиза</Trans>
              </UiLink>
            </li>
            <li>
              <UiLink tone="muted" underline="hover" render={(p) => <Link to="/bonus" {...p} />}>
                <Trans>Бонусы</Trans>
              </UiLink>
            </li>
            <li>
              <UiLink tone="muted" underline="hover" render={(p) => <Link to="/design" {...p} />}>
                Design System 3.0
              </UiLink>
            </li>
            <li>
              <UiLink tone="muted" underline="hover" render={(p) => <ExternalLink href="mailto:support@jolda.kz" className={p.className}>{p.children}</ExternalLink>}>
                support@jolda.kz
              </UiLink>
            </li>
            <li>
              <UiLink tone="muted" underline="hover" render={(p) => <ExternalLink href="https://t.me/jolda_kz" className={p.className}>{p.children}</ExternalLink>}>
                Telegram
              </UiLink>
            </li>
          </ul>
        </nav>
      </Container>
      <Container className={styles.footerBottom}>
        <Text as="span" size="sm" tone="muted">
          <Trans>© {year} Jolda. Цены указаны в тенге.</Trans>
        </Text>
        <InstallAppButton />
      </Container>
    </footer>
  );
}

function ColumnTitle({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" weight="semibold">
      {children}
    </Text>
  );
}
