import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ExternalMark from '../ExternalMark';
import { isExternal, type TopNavLink } from './navItems';

/** A top-nav link: site paths stay in the app, other sites open in a new tab, marked ↗. */
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
  if (isExternal(link)) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {link.label}
        <ExternalMark />
      </a>
    );
  }
  return (
    <Link className={className} to={link.to ?? link.href ?? '/'} aria-current={link.current} onClick={onClick}>
      {link.label}
    </Link>
  );
}
