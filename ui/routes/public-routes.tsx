/** The public site and sign-in pages (part 1 section 2), rendered inside the public layout. */
import type { RouteObject } from 'react-router';
import { HomePage } from '../pages/public/HomePage.tsx';
import { ServicesPage } from '../pages/public/ServicesPage.tsx';
import { AboutPage } from '../pages/public/AboutPage.tsx';
import { ContactPage } from '../pages/public/ContactPage.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { SignupPage } from '../pages/SignupPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

export const publicRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '*', element: <NotFoundPage /> },
];
