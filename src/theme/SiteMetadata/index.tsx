// Wrap: adds the Open Graph card picked by longest path prefix (OG_IMAGES).
import React, { type ReactNode } from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { OG_IMAGES } from '@site/src/site';
import { pickOgImage } from '@site/src/utils/ogImage';

export default function SiteMetadataWrapper(): ReactNode {
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl('/');
  const { withBaseUrl } = useBaseUrlUtils();
  const sitePath = `/${pathname.slice(baseUrl.length)}`;
  const image = pickOgImage(sitePath, OG_IMAGES);
  return (
    <>
      <SiteMetadata />
      {image && (
        <Head>
          <meta property="og:image" content={withBaseUrl(image, { absolute: true })} />
          <meta name="twitter:image" content={withBaseUrl(image, { absolute: true })} />
          <meta name="twitter:card" content="summary_large_image" />
        </Head>
      )}
    </>
  );
}
