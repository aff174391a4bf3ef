/**
 * Shadows @theme/BackToTopButton (src/theme/swizzles.ts) with
 * nothing. The spec's way back up is the curtain's Top button on small
 * screens (spec §2.7, src/components/layout/Curtain); the stock floating
 * button would be a second one, and its scroll listener runs on every page.
 */
import type { ReactNode } from 'react';

export default function BackToTopButton(): ReactNode {
  return null;
}
