/** The red box above a form that carries the server's or the form's message (part 1 section 2), in the language shown. */
import { useRefusalText } from '../i18n/domain-text.ts';

export function FormAlert({ message }: { message: string | null | undefined }) {
  const shown = useRefusalText();
  if (!message) return null;
  return (
    <div className="alert alert-error" role="alert">
      {shown(message)}
    </div>
  );
}
