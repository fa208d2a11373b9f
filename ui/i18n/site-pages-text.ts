/** The About and Contact pages' text, added to the `site` namespace when those pages' code loads (ui/routes/public-pages.tsx), so the home page does not download it. */
import sitePages from './en/site-pages.json';

export const sitePagesText = {
  en: { site: sitePages },
};
