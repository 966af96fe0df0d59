import { PrefetchLink } from './prefetch-link';
import './pill-nav.css';

// A row of links drawn as pills, the current one filled with the primary colour: the events' and news'
// tabs (all, the mall's, the shops'), the amenities' and rewards' categories.

export interface PillLink {
  key: string;
  href: string;
  label: string;
  current: boolean;
}

export interface PillNavProps {
  /** The navigation's accessible name. */
  label: string;
  links: PillLink[];
  /** The categories' slightly smaller pills. */
  compact?: boolean;
}

export function PillNav({ label, links, compact = false }: PillNavProps) {
  return (
    <nav className={compact ? 'pill-nav pill-nav--compact' : 'pill-nav'} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <PrefetchLink to={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
