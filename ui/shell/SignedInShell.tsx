/** The signed-in frame for both roles (part 1 section 2): top bar (logo, language switcher, notifications slot, avatar initial, name, role), and a side menu with Logout that folds on small screens. */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BankUser } from '../../adapters/client/bank-api.ts';
import { syncPreferences } from '../../adapters/client/records-api.ts';
import { LANGUAGE_PREFERENCE } from '../../domain/i18n/language.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Logo } from './Logo.tsx';
import { pageError } from './PageError.tsx';
import { TopBarNotifications } from './TopBarNotifications.tsx';
import { useDisclosure } from './useDisclosure.ts';
import { useSignOut } from './useSignOut.ts';

export interface MenuItem {
  to: string;
  label: string;
}

interface Props {
  user: BankUser;
  menu: MenuItem[];
  home: string;
  /** What sits in the top bar before the user's name; by default the notifications dropdown slot. */
  topBarExtras?: ReactNode;
  /** A compact status shown in the top bar before the notifications (the customer's sync status), never over the content. */
  topBarStatus?: ReactNode;
  children: ReactNode;
}

function displayName(user: BankUser, adminLabel: string): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || (user.role === 'admin' ? adminLabel : user.email);
}

/** The role under the name; issue 29's field staff have their own. */
export function SignedInShell({ user, menu, home, topBarExtras, topBarStatus, children }: Props) {
  const { t } = useTranslation('shell');
  const { open, toggle, toggleRef } = useDisclosure();
  const name = displayName(user, t('roles.admin'));
  return (
    <div className="app-shell">
      <a className="skip-link" href="#app-main">{t('skip')}</a>
      <header className="app-topbar">
        <button ref={toggleRef} type="button" className="menu-toggle app-menu-toggle" aria-expanded={open} aria-controls="app-menu" onClick={toggle}>
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{open ? t('closeMenu') : t('openMenu')}</span>
        </button>
        <Link to={home} className="brand" aria-label={t('brandHome')}>
          <Logo />
        </Link>
        {topBarStatus}
        <LanguageSwitcher className="app-language app-language-bar" onChosen={recordLanguage} />
        <div className="app-user">
          {topBarExtras ?? <TopBarNotifications user={user} />}
          <span className="avatar" aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
          <span className="app-user-text">
            <span className="app-user-name">{name}</span>
            <span className="app-user-role">{t(`roles.${user.role}`)}</span>
          </span>
        </div>
      </header>
      <div className="app-body">
        <nav id="app-menu" className={open ? 'app-sidebar is-open' : 'app-sidebar'} aria-label={t('menuLabel')}>
          <ul>
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className="app-menu-link">{item.label}</NavLink>
              </li>
            ))}
          </ul>
          {/* On a phone the top bar has no room for it: the switcher moves into the folding menu. */}
          <LanguageSwitcher className="app-language-menu" onChosen={recordLanguage} />
          <LogoutButton />
        </nav>
        <main id="app-main" className="app-main" tabIndex={-1}>
          {/* A page that cannot load (offline and never opened here, or the server unreachable) says so inside the frame, whose menu still works. */}
          <ErrorBoundary fallback={pageError}>{children}</ErrorBoundary>
        </main>
      </div>
    </div>
  );
}

/** The language shown is recorded on the signed-in user, so the bank's e-mails and statements speak it too; the page has already switched if the network fails. */
function recordLanguage(language: string): void {
  syncPreferences({ [LANGUAGE_PREFERENCE]: language }).catch(() => undefined);
}

function LogoutButton() {
  const { t } = useTranslation('shell');
  const { signOut, signingOut } = useSignOut();
  return (
    <button type="button" className="btn btn-outline app-logout" onClick={signOut} disabled={signingOut}>
      {t('logout')}
    </button>
  );
}
