/** The loading states: the whole page while the server is asked who is signed in, or a page's part of its frame while its code or data loads. */
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../components/LoadingState.tsx';

/** The whole page, while a signed-in area's code loads and the server is asked who is signed in. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return <LoadingState label={t('loading')} className="page-loading" />;
}

/** Inside the page's frame: a public page whose code is fetched (no mention of an account yet), or a signed-in page whose records are asked for. */
export function ContentLoading() {
  const { t } = useTranslation('common');
  return <LoadingState label={t('loading')} />;
}
