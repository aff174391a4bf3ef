import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type { Props } from '@theme/Admonition';

/** A check mark cut out of a disc; filled, like the theme's other callout icons. */
function CheckIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.7 7.7a1 1 0 0 0-1.4-1.4l-4.3 4.3-2.3-2.3a1 1 0 1 0-1.4 1.4l3 3a1 1 0 0 0 1.4 0l5-5Z"
      />
    </svg>
  );
}

/** The `:::success` callout: an outcome the reader should now see. */
export default function SuccessCallout(props: Props): ReactNode {
  return (
    <AdmonitionLayout
      icon={<CheckIcon />}
      title="success"
      {...props}
      type="success"
      className={clsx('alert alert--success', props.className)}>
      {props.children}
    </AdmonitionLayout>
  );
}
