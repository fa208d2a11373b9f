/** The About and Contact pages' text in every language, added to the `site` namespace when those pages' code loads (ui/routes/public-pages.tsx), so the home page does not download it. */
import sitePages from './en/site-pages.json';
import frSitePages from './fr/site-pages.json';

export const sitePagesText = {
  en: { site: sitePages },
  fr: { site: frSitePages },
};
