/**
 * Shadows @theme/Footer (Docusaurus 3.10; unlisted in getSwizzleConfig, so
 * "unsafe"; it takes no props, hence no Props import).
 *
 * Why not config, CSS or a wrap: the spec (§2.9) wants small centred rows with
 * the copyright closing the licence row and an arrow on external links; the
 * stock footer renders Infima columns or a "·"-separated line, and the
 * copyright as a separate block, which CSS cannot move into a row. The content
 * still comes from themeConfig.footer, so writers edit it in the config.
 */
import React, { type ReactNode } from 'react';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import SiteFooter from '@site/src/components/layout/SiteFooter';
import { footerRows } from '@site/src/utils/footerRows';

export default function Footer(): ReactNode {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  return (
    <SiteFooter
      className={ThemeClassNames.layout.footer.container}
      rows={footerRows(footer.links)}
      copyright={footer.copyright}
    />
  );
}
