import React, { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import { titleFromMetastring, withoutTitle } from './metastring';

type CodeProps = { className?: string; metastring?: string; children?: ReactNode };
type PreElement = ReactElement<{ children?: ReactElement<CodeProps> }>;

export interface CodeGroupProps {
  /** Fenced code blocks; each block's `title` becomes its tab label. */
  children?: ReactNode;
}

/** The language of a block when it has no title: "language-kotlin" → "kotlin". */
function languageOf(code: ReactElement<CodeProps>): string | undefined {
  return code.props.className?.match(/language-(\S+)/)?.[1];
}

/**
 * Tabs of code blocks labelled by SDK or language. The choice is shared by
 * every group on the site ("sdk" group) and survives reloads.
 */
export default function CodeGroup({ children }: CodeGroupProps): ReactNode {
  const blocks = Children.toArray(children).filter(isValidElement) as PreElement[];
  if (!Array.isArray(children) || blocks.length === 0) return null;
  return (
    <Tabs groupId="sdk" className="code-group">
      {blocks.map((pre, index) => {
        const code = pre.props.children;
        const label =
          (code && titleFromMetastring(code.props.metastring)) ??
          (code && languageOf(code)) ??
          `Tab ${index + 1}`;
        const untitled = code
          ? cloneElement(pre, {
              children: cloneElement(code, { metastring: withoutTitle(code.props.metastring) }),
            })
          : pre;
        return (
          <TabItem key={label} value={label} label={label}>
            {untitled}
          </TabItem>
        );
      })}
    </Tabs>
  );
}
