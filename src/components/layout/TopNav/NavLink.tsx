import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import ExternalMark from '../ExternalMark';
import { isExternal, type Current, type TopNavLink } from './navItems';

/** `aria-current` as the link's state says: `page`, `true`, `false` (a switcher's other choices), or none. */
export function ariaCurrent(current: Current | undefined): 'page' | 'true' | 'false' | undefined {
  if (current === undefined) return undefined;
  return current === 'page' ? 'page' : current ? 'true' : 'false';
}

/**
 * A top-nav link: site paths stay in the app, other sites open in a new tab,
 * marked ↗ (unless the config says otherwise with `target`), another locale's
 * page loads as a page of its own. An `html` label is drawn as written.
 */
export default function NavLink({
  link,
  className,
  onNavigate,
}: {
  link: TopNavLink;
  className?: string;
  onNavigate?: () => void;
}): ReactNode {
  const onClick = () => {
    link.onFollow?.();
    onNavigate?.();
  };
  const label = process.env.VX_NAVBAR_EXTRAS !== 'false' && link.html ? <span dangerouslySetInnerHTML={{ __html: link.html }} /> : link.label;
  const classes = clsx(className, link.className);
  const current = ariaCurrent(link.current);
  if (process.env.VX_NAVBAR_LOCALE_DROPDOWN !== 'false' && link.reload) {
    return (
      <a className={classes} href={link.href} hrefLang={link.lang} lang={link.lang} target={link.target} rel={link.rel} aria-current={current} onClick={onClick}>
        {label}
      </a>
    );
  }
  if (isExternal(link)) {
    const target = link.target ?? '_blank';
    return (
      <a className={classes} href={link.href} target={target} rel={link.rel ?? 'noopener noreferrer'} onClick={onClick}>
        {label}
        {target === '_blank' && <ExternalMark />}
      </a>
    );
  }
  return (
    <Link className={classes} to={link.to ?? link.href ?? '/'} target={link.target} rel={link.rel} aria-current={current} onClick={onClick}>
      {label}
    </Link>
  );
}
