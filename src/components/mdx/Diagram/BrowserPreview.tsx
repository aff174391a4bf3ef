import React, { useEffect, useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { DEV_MERMAID_PATH, MERMAID_MODULE, MODES, mermaidConfig, type Mode } from '@site/src/diagrams/mermaid';
import styles from './styles.module.css';

/** The part of Mermaid's API the preview uses. */
interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{ svg: string }>;
}

let turn: Promise<unknown> = Promise.resolve();

/**
 * Draws a diagram in both colour modes with the build's options. Mermaid's
 * configuration is global, so diagrams take turns. Mermaid is loaded as the
 * dev server serves it from node_modules (plugins/diagrams), never bundled.
 */
function drawBothModes(mermaidUrl: string, id: string, source: string): Promise<Record<Mode, string>> {
  const drawing = turn.then(async () => {
    const { default: mermaid } = (await import(/* webpackIgnore: true */ mermaidUrl)) as { default: Mermaid };
    const svgs = {} as Record<Mode, string>;
    for (const mode of MODES) {
      mermaid.initialize(mermaidConfig(mode));
      svgs[mode] = (await mermaid.render(`${id}-${mode}`, source)).svg;
    }
    return svgs;
  });
  turn = drawing.catch(() => undefined);
  return drawing;
}

type Preview = { svgs: Record<Mode, string> } | { error: string };

/**
 * `npm start` only (see Diagram): a diagram that has no drawing yet, drawn by
 * Mermaid in the writer's browser. Mermaid sanitises its SVG (securityLevel
 * "strict"), which is then shown inline.
 */
export default function BrowserPreview({ source, alt }: { source: string; alt: string }): ReactNode {
  const mermaidUrl = useBaseUrl(`${DEV_MERMAID_PATH}${MERMAID_MODULE}`);
  const id = `vx-preview-${useId().replace(/[^\w-]/g, '')}`;
  const [preview, setPreview] = useState<Preview>();
  useEffect(() => {
    let current = true;
    drawBothModes(mermaidUrl, id, source).then(
      (svgs) => current && setPreview({ svgs }),
      (error: unknown) => current && setPreview({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [mermaidUrl, id, source]);

  if (!preview) return <p>Drawing the preview…</p>;
  if ('error' in preview) {
    return (
      <p className={styles.unavailable} role="alert">
        Mermaid could not draw this diagram: {preview.error}
      </p>
    );
  }
  return (
    <div className={clsx('vx-diagram', styles.frame)} role="img" aria-label={alt}>
      {MODES.map((mode) => (
        <div key={mode} className={styles[mode]} dangerouslySetInnerHTML={{ __html: preview.svgs[mode] }} />
      ))}
    </div>
  );
}
