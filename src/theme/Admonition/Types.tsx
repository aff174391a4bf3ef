// Wrap: `:::success` gets a callout of its own; the theme maps it onto `tip`.
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import SuccessCallout from '@site/src/components/mdx/Callout/Success';

export default {
  ...DefaultAdmonitionTypes,
  success: SuccessCallout,
};
