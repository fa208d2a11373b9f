/**
 * The public site and sign-in pages (part 1 section 2), rendered inside the public layout. Only
 * the home page is in the first bundle: the other public pages (public-pages.tsx) and sign-in
 * and sign-up (which bring the API client) load the first time they are visited.
 */
import type { RouteObject } from 'react-router';
import { HomePage } from '../pages/public/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PublicPageLoading } from '../shell/PageLoading.tsx';

export const publicRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/services', lazy: () => import('./public-pages.tsx').then((pages) => ({ Component: pages.ServicesPage })), hydrateFallbackElement: <PublicPageLoading /> },
  { path: '/about', lazy: () => import('./public-pages.tsx').then((pages) => ({ Component: pages.AboutPage })), hydrateFallbackElement: <PublicPageLoading /> },
  { path: '/contact', lazy: () => import('./public-pages.tsx').then((pages) => ({ Component: pages.ContactPage })), hydrateFallbackElement: <PublicPageLoading /> },
  {
    path: '/login',
    lazy: () => import('../pages/LoginPage.tsx').then((page) => ({ Component: page.LoginPage })),
    hydrateFallbackElement: <PublicPageLoading />,
  },
  {
    path: '/signup',
    lazy: () => import('../pages/SignupPage.tsx').then((page) => ({ Component: page.SignupPage })),
    hydrateFallbackElement: <PublicPageLoading />,
  },
  {
    path: '/forgot-password',
    lazy: () => import('../pages/ForgotPasswordPage.tsx').then((page) => ({ Component: page.ForgotPasswordPage })),
    hydrateFallbackElement: <PublicPageLoading />,
  },
  {
    path: '/reset-password',
    lazy: () => import('../pages/ResetPasswordPage.tsx').then((page) => ({ Component: page.ResetPasswordPage })),
    hydrateFallbackElement: <PublicPageLoading />,
  },
  { path: '*', element: <NotFoundPage /> },
];
