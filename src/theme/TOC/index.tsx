/**
 * Shadows @theme/TOC (src/theme/swizzles.ts): the desktop right-hand column renders our Outline. A wrap or CSS
 * would keep TOCItems and its useTOCHighlight, which cannot give the spec's
 * outline (§2.8, §4, §9: the "On this page" title, the top and bottom rules,
 * the 500 ms pause after a click, the 100 ms scroll debounce).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { Props } from '@theme/TOC';
import Outline from '@site/src/components/layout/Outline';
import styles from './styles.module.css';

export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: Props): ReactNode {
  // Front matter (toc_min/max_heading_level) arrives as props; otherwise
  // themeConfig.tableOfContents applies, whose defaults are spec §9's 2 and 3.
  const { tableOfContents } = useThemeConfig();
  return (
    <Outline
      toc={toc}
      minLevel={minHeadingLevel ?? tableOfContents.minHeadingLevel}
      maxLevel={maxHeadingLevel ?? tableOfContents.maxHeadingLevel}
      className={clsx(styles.column, className)}
    />
  );
}
