import remarkSteps from './remark/steps';
import remarkCodeGroup from './remark/codeGroup';
import remarkDiffLines from './remark/diffLines';
import remarkDiagrams from './remark/diagrams';
import remarkHighlightCode from './remark/highlightCode';
import rehypeStaticHtml from './rehype/staticHtml';
import type { SiteMarkdownPlugins } from './lib/contentPlugins';

/**
 * The site's MDX checks and transforms, which every content plugin gets
 * (docs, blog and pages, every instance: see lib/contentPlugins.ts).
 * Highlighting comes last: diagrams take their blocks first, and diff blocks
 * become magic comments before the code is read. Plain prose reaches the
 * page as ready-made HTML, not one React element per tag.
 */
export const SITE_MARKDOWN_PLUGINS: SiteMarkdownPlugins = {
  remarkPlugins: [remarkSteps, remarkCodeGroup, remarkDiffLines, remarkDiagrams, remarkHighlightCode],
  rehypePlugins: [rehypeStaticHtml],
};
