/**
 * The public site and sign-in pages (part 1 section 2), rendered inside the public layout. Only
 * the home page is in the first bundle: the other public pages (public-pages.tsx) and sign-in
 * and sign-up (which bring the API client) load the first time they are visited, while the
 * layout's Suspense shows the page loading (PublicLayout.tsx).
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../pages/public/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

const ServicesPage = lazy(() => import('./public-pages.tsx').then((pages) => ({ default: pages.ServicesPage })));
const AboutPage = lazy(() => import('./public-pages.tsx').then((pages) => ({ default: pages.AboutPage })));
const ContactPage = lazy(() => import('./public-pages.tsx').then((pages) => ({ default: pages.ContactPage })));
const LoginPage = lazy(() => import('../pages/LoginPage.tsx').then((page) => ({ default: page.LoginPage })));
const SignupPage = lazy(() => import('../pages/SignupPage.tsx').then((page) => ({ default: page.SignupPage })));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage.tsx').then((page) => ({ default: page.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage.tsx').then((page) => ({ default: page.ResetPasswordPage })));
const UnlockMoneyPage = lazy(() => import('../pages/UnlockMoneyPage.tsx').then((page) => ({ default: page.UnlockMoneyPage })));
const AdminInvitationPage = lazy(() => import('../pages/AdminInvitationPage.tsx').then((page) => ({ default: page.AdminInvitationPage })));
const AccountSetupPage = lazy(() => import('../pages/AccountSetupPage.tsx').then((page) => ({ default: page.AccountSetupPage })));
const UnlockSignInPage = lazy(() => import('../pages/UnlockSignInPage.tsx').then((page) => ({ default: page.UnlockSignInPage })));

export const publicRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/unlock-money', element: <UnlockMoneyPage /> },
  { path: '/unlock-sign-in', element: <UnlockSignInPage /> },
  { path: '/admin-invitation', element: <AdminInvitationPage /> },
  { path: '/account-setup', element: <AccountSetupPage /> },
  { path: '*', element: <NotFoundPage /> },
];
