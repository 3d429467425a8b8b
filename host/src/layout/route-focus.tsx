// After an in-app navigation, focus moves to the new page's heading and a polite live region announces the page's
// title: without it focus dropped to <body> and a screen reader said nothing of the new page. The first page of a
// visit is left alone (the browser starts at the top), and so are changes of the query alone (filters, sorting,
// pages of a list): the visitor is working in the page and keeps their place.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@cargora/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { colors, shape } from '@cargora/shared/runtime';

/** How long to wait for the new page's heading (a remote's first load can take a while on a slow phone). */
const HEADING_WAIT_MS = 10_000;
const POLL_MS = 50;
/** How long the announcement waits for the new page's title when it stays the previous page's. */
const TITLE_WAIT_MS = 1_000;

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -100px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: ${shape.radius}px;
  background: ${colors.surface};
  color: ${colors.text};
  font-weight: 700;
  box-shadow: 0 4px 16px rgb(10 13 19 / 30%);
  &:focus {
    top: 8px;
  }
`;

const pageHeading = () => document.querySelector<HTMLElement>('main h1');

/** Whether the visitor is typing in a field of the page (a navigation they made from a form keeps their focus there). */
const typingInPage = () => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.closest('main') !== null && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName);
};

export function RouteFocus() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  const previous = useRef<{ heading: HTMLElement | null; text: string }>({ heading: null, text: '' });

  useEffect(() => {
    if (first.current) {
      first.current = false;
      const heading = pageHeading();
      previous.current = { heading, text: heading?.textContent ?? '' };
      return undefined;
    }
    const before = previous.current;
    const titleBefore = document.title;
    const started = Date.now();
    let timer = 0;
    const settle = () => {
      const heading = pageHeading();
      const fresh = heading && (heading !== before.heading || heading.textContent !== before.text);
      const busy = document.querySelector('main [aria-busy="true"]') !== null;
      if ((!fresh || busy) && Date.now() - started < HEADING_WAIT_MS) {
        timer = window.setTimeout(settle, POLL_MS);
        return;
      }
      if (!heading) return;
      previous.current = { heading, text: heading.textContent ?? '' };
      if (!typingInPage()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      // The page's title is applied a task or two after its heading is in (its effects, then the head): on a busy
      // phone that can be later than any fixed delay. Announce once the title has changed from the previous page's,
      // or, for a page titled like the one before, after TITLE_WAIT_MS; fall back on the heading's words.
      const focused = Date.now();
      const announce = () => {
        if (document.title === titleBefore && Date.now() - focused < TITLE_WAIT_MS) {
          timer = window.setTimeout(announce, POLL_MS);
          return;
        }
        const title = document.title.trim() || heading.textContent?.trim() || '';
        setAnnouncement(title ? t('a11y.pageLoaded', { title }) : '');
      };
      timer = window.setTimeout(announce, POLL_MS);
    };
    timer = window.setTimeout(settle, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, t]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
