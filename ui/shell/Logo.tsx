/** The bank's mark and name, drawn inline so the site needs no image or font from the network. */
import { useTranslation } from 'react-i18next';

export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('site');
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M16 2 4 7v8c0 7.4 5.1 13.3 12 15 6.9-1.7 12-7.6 12-15V7L16 2Z" fill="currentColor" />
        <path d="M10 11h12v3h-4.5v10h-3V14H10z" fill="#fff" />
      </svg>
      {!compact && (
        <span className="logo-text">
          {t('bank.logoStrong')} <span className="logo-text-light">{t('bank.logoLight')}</span>
        </span>
      )}
    </span>
  );
}
