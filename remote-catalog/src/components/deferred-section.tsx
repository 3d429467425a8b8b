import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { isServerRenderedPage } from '@cargora/shared/runtime';
import { SectionTitle, Skeleton, layoutWhenNear } from '@cargora/shared/ui';

// The height is reserved by the placeholder while the content is on its way, not by the section: a min-height left an
// empty band under content shorter than it (120 px under the landing page's popular routes at 1280 px).
const Section = styled.section<{ $minHeight: number }>`
  ${({ $minHeight }) => layoutWhenNear($minHeight)}
`;

interface Props {
  id: string;
  title: string;
  /** Height reserved (by the placeholder) before the content arrives, so nothing below jumps; about the content's. */
  minHeight: number;
  children: ReactNode;
}

/**
 * A below-the-fold section: its code and data load only when it nears the viewport, inside a box
 * that already has its final-ish height.
 */
export function DeferredSection({ id, title, minHeight, children }: Props) {
  const ref = useRef<HTMLElement>(null);
  // The page the server rendered has every section in its HTML already: they hydrate as their code arrives.
  const [visible, setVisible] = useState(() => isServerRenderedPage() || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  const placeholder = <Skeleton $height={Math.max(minHeight - 80, 40)} aria-hidden="true" />;
  return (
    <Section ref={ref} aria-labelledby={id} $minHeight={minHeight}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </Section>
  );
}
