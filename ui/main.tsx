/** Mounts the bank's browser app: the interface text (i18next), the router and the one stylesheet. */
import i18next from './i18n/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseLanguage } from './i18n/choose-language.ts';
import { supportedLanguage } from './i18n/languages.ts';
import { App } from './router.tsx';
import { registerServiceWorker } from './service-worker.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// English is in the first bundle; another language's text is fetched first so its reader never sees English flash by.
const language = supportedLanguage(i18next.language);
if (language === 'en') render();
else void chooseLanguage(language).finally(render);

registerServiceWorker();
