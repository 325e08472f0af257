import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Container } from '@jolda/ui';
import { UserMenu } from '../auth';
import { LanguageLinks } from './LanguageLinks';
import { ThemeToggle } from './ThemeToggle';
import { Logo } from './Logo';
import { useNavItems } from './nav-items';
import * as styles from './shell.css';

export function Header() {
  const { t } = useLingui();
  const items = useNavItems();
  const links = items.map((item) => (
    <Link key={item.key} {...item.link} className={styles.navLink}>
      {item.label}
    </Link>
  ));
  return (
    <header className={styles.header}>
      <Container className={styles.headerInner}>
        <Link to="/" className={styles.logo} aria-label={t`Jolda — на главную`}>
          <Logo className={styles.logoMark} />
          <span className={styles.logoWord}>Jolda</span>
        </Link>
        <nav className={styles.nav} aria-label={t`Разделы`}>
          {links}
        </nav>
        <div className={styles.headerActions}>
          <LanguageLinks />
          <ThemeToggle />
          <UserMenu linkClassName={styles.navLink} hideOnMobileClassName={styles.hideOnMobile} />
        </div>
      </Container>
      <nav className={styles.mobileNav} aria-label={t`Разделы`}>
        {links}
      </nav>
    </header>
  );
}
