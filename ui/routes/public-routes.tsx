/** The public site and sign-in pages (part 1 section 2), rendered inside the public layout; sign-in and sign-up load on demand because they bring the API client. */
import type { RouteObject } from 'react-router';
import { HomePage } from '../pages/public/HomePage.tsx';
import { ServicesPage } from '../pages/public/ServicesPage.tsx';
import { AboutPage } from '../pages/public/AboutPage.tsx';
import { ContactPage } from '../pages/public/ContactPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PublicPageLoading } from '../shell/PageLoading.tsx';

export const publicRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
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
