/** The public site's footer: quick links, the services offered, how to reach the bank, and the copyright line. */
import { Link } from 'react-router';
import { Logo } from './Logo.tsx';
import { bankContact, serviceNames } from '../pages/public/bank-copy.ts';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <Logo />
          <p className="footer-tagline">Banking built on trust, for people and small businesses who build their own futures.</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="footer-heading">Quick Links</h2>
          <ul>
            <li><Link to="/">Home</Link></li>
            <li><Link to="/services">Services</Link></li>
            <li><Link to="/about">About</Link></li>
            <li><Link to="/contact">Contact</Link></li>
            <li><Link to="/login">Login</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">Services</h2>
          <ul>
            {serviceNames.map((name) => <li key={name}>{name}</li>)}
          </ul>
        </div>
        <address>
          <h2 className="footer-heading">Contact Us</h2>
          <p>{bankContact.address}</p>
          <p><a href={`tel:${bankContact.phoneHref}`}>{bankContact.phone}</a></p>
          <p><a href={`mailto:${bankContact.email}`}>{bankContact.email}</a></p>
          <p>{bankContact.hours}</p>
        </address>
      </div>
      <div className="container footer-bottom">
        <p>&copy; {new Date().getFullYear()} Trust Microfinance Bank. All rights reserved.</p>
      </div>
    </footer>
  );
}
