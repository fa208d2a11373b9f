/** The public site's top navigation: brand, page links and Login, folding into a menu button on small screens. */
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from './Logo.tsx';

const links = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="site-header">
      <nav className="container site-nav" aria-label="Main">
        <Link to="/" className="brand" onClick={close} aria-label="Trust Microfinance Bank, home">
          <Logo />
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen(!open)}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="menu-toggle-label">Menu</span>
        </button>
        <div id="site-menu" className={open ? 'site-menu is-open' : 'site-menu'}>
          <ul className="site-links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end onClick={close} className="site-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/login" className="btn btn-primary" onClick={close}>
            Login
          </Link>
        </div>
      </nav>
    </header>
  );
}
