/** The public pages other than home (services, about, contact) with their text: one chunk, fetched the first time one of them is visited. */
import { addText } from '../i18n/add-text.ts';
import { sitePagesText } from '../i18n/site-pages-text.ts';

// The pages' text comes with their code, before any of them renders.
addText(sitePagesText);

export { ServicesPage } from '../pages/public/ServicesPage.tsx';
export { AboutPage } from '../pages/public/AboutPage.tsx';
export { ContactPage } from '../pages/public/ContactPage.tsx';
