/** The signed-in frame for both roles (part 1 section 2): top bar with who is signed in and Logout, and a side menu that folds on small screens. */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { BankUser } from '../../adapters/client/bank-api.ts';
import { Logo } from './Logo.tsx';
import { useSignOut } from './useSignOut.ts';

export interface MenuItem {
  to: string;
  label: string;
}

interface Props {
  user: BankUser;
  menu: MenuItem[];
  home: string;
  children: ReactNode;
}

const roleLabel = (user: BankUser): string => (user.role === 'admin' ? 'Administrator' : 'Customer');

function displayName(user: BankUser): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || (user.role === 'admin' ? 'Administrator' : user.email);
}

export function SignedInShell({ user, menu, home, children }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }
  const name = displayName(user);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#app-main">Skip to content</a>
      <header className="app-topbar">
        <button
          type="button"
          className="menu-toggle app-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="app-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <Link to={home} className="brand" aria-label="Trust Microfinance Bank, dashboard">
          <Logo />
        </Link>
        <div className="app-user">
          <span className="avatar" aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
          <span className="app-user-text">
            <span className="app-user-name">{name}</span>
            <span className="app-user-role">{roleLabel(user)}</span>
          </span>
          <LogoutButton />
        </div>
      </header>
      <div className="app-body">
        <nav id="app-menu" className={menuOpen ? 'app-sidebar is-open' : 'app-sidebar'} aria-label="Account menu">
          <ul>
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className="app-menu-link">{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="app-main" className="app-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

function LogoutButton() {
  const { signOut, signingOut } = useSignOut();
  return (
    <button type="button" className="btn btn-outline btn-small" onClick={() => void signOut()} disabled={signingOut}>
      Logout
    </button>
  );
}
