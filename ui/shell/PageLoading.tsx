/** What a guarded page shows while the server is asked who is signed in, or while a part of the app is loading. */
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../components/LoadingState.tsx';

export function PageLoading() {
  const { t } = useTranslation('shell');
  return <LoadingState label={t('loading')} className="page-loading" />;
}
