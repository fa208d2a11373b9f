/** What a guarded page shows while the server is asked who is signed in, or while a part of the app is loading. */
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../components/LoadingState.tsx';

export function PageLoading() {
  const { t } = useTranslation('shell');
  return <LoadingState label={t('loading')} className="page-loading" />;
}

/** What a public page shows while its code is fetched (sign-in, sign-up): no mention of an account yet. */
export function PublicPageLoading() {
  const { t } = useTranslation('common');
  return <LoadingState label={t('loading')} />;
}
