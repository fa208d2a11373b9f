/** The closing band of a public page: a heading, a sentence and one button to sign in or open an account. */
import { Link } from 'react-router';

interface Props {
  id: string;
  title: string;
  text: string;
  button: string;
  to: string;
}

export function CallToAction({ id, title, text, button, to }: Props) {
  return (
    <section className="cta" aria-labelledby={id}>
      <div className="container cta-inner">
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <Link to={to} className="btn btn-accent btn-large">{button}</Link>
      </div>
    </section>
  );
}
