/** A team member's card: initials drawn in a circle (no photos fetched from anywhere), name, role and a line about them. */
import type { Person } from './copy.ts';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('')
    .toUpperCase();

export function PersonCard({ person }: { person: Person }) {
  return (
    <article className="card person-card">
      <span className="person-initials" aria-hidden="true">{initials(person.name)}</span>
      <h3 className="offer-title">{person.name}</h3>
      <p className="person-role">{person.role}</p>
      <p>{person.text}</p>
    </article>
  );
}
