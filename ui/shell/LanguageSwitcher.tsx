/** The language switcher of the public site's header and footer and the signed-in top bar: a labelled select of the languages, each named in itself; the choice is remembered for the next visit. */
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { LANGUAGES, currentLanguage, type LanguageCode } from '../i18n/languages.ts';

interface Props {
  /** Called once the page shows the new language (the signed-in shell records it on the customer). */
  onChosen?: (language: LanguageCode) => void;
  className?: string;
}

export function LanguageSwitcher({ onChosen, className }: Props) {
  const { t } = useTranslation('common');
  const id = useId();
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const language = event.target.value as LanguageCode;
    void chooseLanguage(language).then(() => onChosen?.(language));
  };
  return (
    <div className={className ? `language-switcher ${className}` : 'language-switcher'}>
      <label htmlFor={id} className="language-label">{t('language')}</label>
      <select id={id} className="language-select" value={currentLanguage()} onChange={change}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>{language.name}</option>
        ))}
      </select>
    </div>
  );
}
