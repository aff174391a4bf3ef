import React, { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import { CODE_GROUP_TAB_GROUP } from '@site/src/tabChoice';

/** What the build gives each fenced block (plugins/remark/highlightCode.ts). */
interface CodeBlockElementProps {
  readonly title?: string;
  readonly language?: string;
}

export interface CodeGroupProps {
  /** Fenced code blocks; each block's `title` becomes its tab label. */
  children?: ReactNode;
}

/**
 * Tabs of code blocks labelled by SDK or language. The choice is shared by
 * every group on the site ("sdk" group) and survives reloads. The block in a
 * tab shows no title of its own: the tab is its title.
 */
export default function CodeGroup({ children }: CodeGroupProps): ReactNode {
  const blocks = Children.toArray(children).filter(isValidElement) as ReactElement<CodeBlockElementProps>[];
  if (!Array.isArray(children) || blocks.length === 0) return null;
  return (
    <Tabs groupId={CODE_GROUP_TAB_GROUP} className="code-group">
      {blocks.map((block, index) => {
        const label = block.props.title ?? block.props.language ?? `Tab ${index + 1}`;
        return (
          <TabItem key={label} value={label} label={label}>
            {cloneElement(block, { title: undefined })}
          </TabItem>
        );
      })}
    </Tabs>
  );
}
