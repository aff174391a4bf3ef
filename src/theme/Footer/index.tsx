/**
 * Shadows @theme/Footer (src/theme/swizzles.ts).
 *
 * Why not config, CSS or a wrap: the spec (§2.9) wants small centred rows with
 * the copyright closing the licence row and an arrow on external links; the
 * stock footer renders Infima columns or a "·"-separated line, and the
 * copyright as a separate block, which CSS cannot move into a row. The content
 * still comes from themeConfig.footer, so writers edit it in the config:
 * `links` (columns with or without a `title`, or a simple list; `html`
 * items), `logo` (`src`, `srcDark`, `href`, `target`, `width`, `height`,
 * `className`, `style`), `copyright` (HTML) and `style` (`dark`).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import ThemedImage from '@theme/ThemedImage';
import SiteFooter from '@site/src/components/layout/SiteFooter';
import { footerColumns } from '@site/src/utils/footerRows';

type FooterLogoConfig = NonNullable<NonNullable<ReturnType<typeof useThemeConfig>['footer']>['logo']>;

function FooterLogo({ logo }: { logo: FooterLogoConfig }): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const image = (
    <ThemedImage
      className={clsx('footer__logo', logo.className)}
      alt={logo.alt ?? ''}
      sources={{ light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src) }}
      width={logo.width}
      height={logo.height}
      style={logo.style}
    />
  );
  return logo.href ? (
    <Link href={logo.href} target={logo.target}>
      {image}
    </Link>
  ) : (
    image
  );
}

export default function Footer(): ReactNode {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  return (
    <SiteFooter
      className={ThemeClassNames.layout.footer.container}
      columns={footerColumns(footer.links)}
      copyright={footer.copyright}
      logo={process.env.VX_FOOTER_EXTRAS !== 'false' && footer.logo?.src ? <FooterLogo logo={footer.logo} /> : undefined}
      dark={footer.style === 'dark'}
    />
  );
}
