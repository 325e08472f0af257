import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavItems } from './nav-items';
import { InstallAppButton } from '../pwa/InstallAppButton';
import { ExternalLink } from '../delivery/ExternalLink';
import * as styles from './shell.css';

export function Footer() {
  const { t } = useLingui();
  const items = useNavItems();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.footerTitle}>Jolda</p>
          <p>
            <Trans>
              Маркетплейс автомобилей Казахстана: объявления с пробегом, новые машины от дилеров, проверка истории и
              кредит — на русском и казахском.
            </Trans>
          </p>
        </div>
        <nav aria-label={t`Разделы`}>
          <p className={styles.footerTitle}>
            <Trans>Разделы</Trans>
          </p>
          <ul className={styles.footerList}>
            {items.slice(0, 4).map((item) => (
              <li key={item.key}>
                <Link {...item.link} className={styles.footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t`Сервисы`}>
          <p className={styles.footerTitle}>
            <Trans>Сервисы</Trans>
          </p>
          <ul className={styles.footerList}>
            {items.slice(4).map((item) => (
              <li key={item.key}>
                <Link {...item.link} className={styles.footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/aua-sapasy" className={styles.footerLink}>
                <Trans>Качество воздуха</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Компания`}>
          <p className={styles.footerTitle}>
            <Trans>Компания</Trans>
          </p>
          <ul className={styles.footerList}>
            <li>
              <Link to="/about" className={styles.footerLink}>
                <Trans>О нас</Trans>
              </Link>
            </li>
            <li>
              <Link to="/franchise" className={styles.footerLink}>
                <Trans>Франшиза</Trans>
              </Link>
            </li>
            <li>
              <Link to="/bonus" className={styles.footerLink}>
                <Trans>Бонусы</Trans>
              </Link>
            </li>
            <li>
              <Link to="/design" className={styles.footerLink}>
                Design System 3.0
              </Link>
            </li>
            <li>
              <ExternalLink href="mailto:support@jolda.kz" className={styles.footerLink}>
                support@jolda.kz
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href="https://t.me/jolda_kz" className={styles.footerLink}>
                Telegram
              </ExternalLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.footerBottom}>
        <Trans>© {year} Jolda. Цены указаны в тенге.</Trans>
        <InstallAppButton />
      </div>
    </footer>
  );
}
