import React, { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useActiveHeading } from '../../../hooks/useActiveHeading';
import { scrollTopToReveal } from '../../../utils/scrollWithin';
import {
  OUTLINE_MAX_LEVEL,
  OUTLINE_MIN_LEVEL,
  headingsInRange,
  nestHeadings,
  type OutlineHeading,
  type OutlineNode,
} from './outlineTree';
import styles from './styles.module.css';

/** "On this page", in the site's language: the outline's title here and in the curtain. */
export function outlineTitle(): string {
  return translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page', description: "The title of the page's outline (its table of contents)" });
}
/** Room kept above and below the current link when the outline scrolls to it. */
const REVEAL_MARGIN_PX = 24;

export interface OutlineProps {
  /** The page's headings as Docusaurus gives them (`useDoc().toc`), flat or nested. */
  toc: readonly OutlineHeading[];
  /** Shallowest heading level listed (spec §9: 2). */
  minLevel?: number;
  /** Deepest heading level listed (spec §9: 3); front matter or config may widen it. */
  maxLevel?: number;
  /** Called after a link is chosen, e.g. to close the popover holding the outline. */
  onNavigate?: (id: string) => void;
  /** Id for the "On this page" title, for a caller that labels a popover with it. */
  headingId?: string;
  /**
   * Placement comes from the caller. Give this element a bounded height and
   * overflow to make a long outline scroll on its own; it then keeps the
   * current link in view.
   */
  className?: string;
}

/** "On this page": the page's headings, with the one being read marked current. */
export default function Outline({
  toc,
  minLevel = OUTLINE_MIN_LEVEL,
  maxLevel = OUTLINE_MAX_LEVEL,
  onNavigate,
  headingId,
  className,
}: OutlineProps): ReactNode {
  const headings = useMemo(() => headingsInRange(toc, minLevel, maxLevel), [toc, minLevel, maxLevel]);
  const tree = useMemo(() => nestHeadings(headings), [headings]);
  const ids = useMemo(() => headings.map((heading) => heading.id), [headings]);
  const { activeId, select } = useActiveHeading(ids);
  const fallbackId = useId();
  const titleId = headingId ?? fallbackId;
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || root.scrollHeight <= root.clientHeight) return;
    const link = root.querySelector('[aria-current]');
    if (!link) return;
    const rootBox = root.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    const top = linkBox.top - rootBox.top + root.scrollTop;
    const next = scrollTopToReveal(root.scrollTop, root.clientHeight, top, top + linkBox.height, REVEAL_MARGIN_PX);
    if (next !== root.scrollTop) root.scrollTop = next;
  }, [activeId]);

  if (tree.length === 0) return null;

  const choose = (id: string) => {
    select(id);
    onNavigate?.(id);
  };
  return (
    <nav ref={rootRef} aria-labelledby={titleId} className={clsx(styles.outline, className)}>
      <h2 id={titleId} className={styles.title}>
        {outlineTitle()}
      </h2>
      <OutlineList nodes={tree} activeId={activeId} onChoose={choose} />
    </nav>
  );
}

function OutlineList({
  nodes,
  activeId,
  onChoose,
}: {
  nodes: readonly OutlineNode[];
  activeId: string | null;
  onChoose: (id: string) => void;
}): ReactNode {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.id} className={styles.item}>
          <Link
            to={`#${node.id}`}
            className={styles.link}
            aria-current={node.id === activeId ? 'location' : undefined}
            onClick={() => onChoose(node.id)}>
            {/* Docusaurus hands heading text over as HTML (inline code, entities). */}
            <span dangerouslySetInnerHTML={{ __html: node.value }} />
          </Link>
          {node.children.length > 0 && (
            <OutlineList nodes={node.children} activeId={activeId} onChoose={onChoose} />
          )}
        </li>
      ))}
    </ul>
  );
}
