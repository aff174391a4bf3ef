/**
 * Small inline icons for the chrome. They inherit the text colour and size
 * from the surrounding text and are hidden from assistive technology: the
 * link text beside them carries the meaning.
 */
import React, { type ReactNode } from 'react';

interface IconProps {
  readonly className?: string;
}

/** The frame every icon shares: a 24-unit line drawing in the text colour, 1em square. */
export function Icon({ className, strokeWidth = 2, children }: IconProps & { strokeWidth?: number; children: ReactNode }): ReactNode {
  return (
    <svg
      className={className}
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {children}
    </svg>
  );
}

/** A pencil over a baseline: "edit this". */
export function EditIcon({ className }: IconProps): ReactNode {
  return (
    <Icon className={className}>
      <path d="M4 20h16" />
      <path d="M15.5 4.5l3 3L9 17l-4 1 1-4z" />
    </Icon>
  );
}

/** An arrow leaving its box at the top right: "opens elsewhere". */
export function ExternalIcon({ className }: IconProps): ReactNode {
  return (
    <Icon className={className}>
      <path d="M9 6H6v12h12v-3" />
      <path d="M13 5h6v6" />
      <path d="M19 5l-8 8" />
    </Icon>
  );
}

export function ArrowLeftIcon({ className }: IconProps): ReactNode {
  return (
    <Icon className={className}>
      <path d="M19 12H5" />
      <path d="M11 6l-6 6 6 6" />
    </Icon>
  );
}

export function ArrowRightIcon({ className }: IconProps): ReactNode {
  return (
    <Icon className={className}>
      <path d="M5 12h14" />
      <path d="M13 6l6 6-6 6" />
    </Icon>
  );
}

/** Two overlapping sheets: "copy". */
export function CopyIcon({ className }: IconProps): ReactNode {
  return (
    <Icon className={className}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Icon>
  );
}

/** A page with "M↓" lines: "the Markdown file". */
export function MarkdownIcon({ className }: IconProps): ReactNode {
  return (
    <Icon className={className}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M6 15V9l3 3 3-3v6M17 9v6M15 13l2 2 2-2" />
    </Icon>
  );
}

/** A line that runs on, turns and comes back below: "wrap long lines". */
export function WrapIcon({ className }: IconProps): ReactNode {
  return (
    <Icon className={className}>
      <path d="M3 6h18M3 12h15a3 3 0 0 1 0 6h-5M3 18h6" />
      <path d="M15 15.5l-2.5 2.5 2.5 2.5" />
    </Icon>
  );
}
