/** The field's text in every language (issue 29), bundled with the field pages, in the admin area and the field area alike. */
import field from './en/field.json';
import frField from './fr/field.json';

export const fieldText = {
  en: { field },
  fr: { field: frField },
};
