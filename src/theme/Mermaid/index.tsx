// Wrap: on phones a wide diagram scrolls sideways inside this box, so the box
// must be reachable by keyboard and named for screen readers (WCAG 2.1.1).
import React, { type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <div className="vx-diagram" role="group" aria-label="Diagram" tabIndex={0}>
      <Mermaid {...props} />
      {/* The diagram is drawn by a script; without one, its source is the next best thing. */}
      <noscript>
        <pre className="vx-diagram-source" aria-label="Diagram source (Mermaid)">
          <code>{props.value}</code>
        </pre>
      </noscript>
    </div>
  );
}
