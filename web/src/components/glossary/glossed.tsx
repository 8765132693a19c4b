import { glossarySegments } from '@doco/contracts/glossary';
import { Fragment, useMemo } from 'react';
import { GlossaryTerm } from './glossary-term.tsx';

/**
 * `text` with each glossary term in it (its first appearance) made a button that explains it:
 * `<Glossed text={concern.title} />` in place of `{concern.title}`.
 */
export function Glossed({ text }: { text: string | null | undefined }) {
  const segments = useMemo(() => glossarySegments(text ?? ''), [text]);
  return (
    <>
      {segments.map((segment, i) =>
        typeof segment === 'string' ? (
          <Fragment key={i}>{segment}</Fragment>
        ) : (
          <GlossaryTerm key={i} entry={segment.entry}>
            {segment.text}
          </GlossaryTerm>
        ),
      )}
    </>
  );
}
