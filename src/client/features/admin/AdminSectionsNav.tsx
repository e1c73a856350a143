// The admin sections menu. From tablet width up it is the sidebar; on a phone it folds behind a
// "Sections" button (a disclosure naming the open section) that opens a full-width list, so every
// label is readable instead of a sideways strip of cut-off names. Escape or choosing a section
// closes it, and Escape returns focus to the button.
import { Link, useLocation } from 'wouter';
import { useDisclosure } from '../../lib/useDisclosure.js';
import type { AdminSection } from './sections.js';
import './admin-nav.css';

/** The section in view: /admin itself shows the landing one; /members/<id> belongs to Member List. */
function currentSectionPath(location: string, landing: string | undefined): string | undefined {
  const segment = location.replace(/^~?\/admin/, '').split(/[/?#]/)[1];
  return segment || landing;
}

interface AdminSectionsNavProps {
  /** The ones the signed-in role may use (sectionsFor), in menu order. */
  sections: readonly AdminSection[];
  /** The section /admin itself shows (landingSectionFor). */
  landing?: string;
}

export function AdminSectionsNav({ sections, landing = sections[0]?.path }: AdminSectionsNavProps) {
  const [location] = useLocation();
  const current = currentSectionPath(location, landing);
  const currentLabel = sections.find((section) => section.path === current)?.label;
  const { open, setOpen, listId, buttonRef } = useDisclosure();

  return (
    <nav className="admin-sidebar" aria-label="Admin sections">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-secondary admin-sections-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>Sections</span>
        {currentLabel && <span className="admin-sections-current">{currentLabel}</span>}
        <span aria-hidden="true" className="admin-sections-caret">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <ul id={listId} data-open={open || undefined}>
        {sections.map((section) => {
          const isCurrent = section.path === current;
          return (
            <li key={section.path}>
              <Link
                href={`/${section.path}`}
                aria-current={isCurrent ? 'page' : undefined}
                className={isCurrent ? 'active' : undefined}
                onClick={() => setOpen(false)}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
