/** The not-found screen of part 1 section 2, for any path the router does not know. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('auth');
  return (
    <section className="center-page">
      <div className="notice-card">
        <h1 className="not-found-code">{t('notFound.code')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to="/" className="btn btn-primary">{t('notFound.home')}</Link>
      </div>
    </section>
  );
}
