import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Faq } from '@cargora/shared/contracts';
import { colors } from '@cargora/shared/runtime';

const Item = styled.div`
  border-block-end: 1px solid ${colors.border};
`;

const Trigger = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 12px 4px;
  background: none;
  border: 0;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
  &::after {
    content: '+';
    font-size: 1.25rem;
    flex: none;
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
  /* Without scripts it opens nothing (every answer is shown): no sign. */
  @media (scripting: none) {
    cursor: default;
    &::after {
      content: none;
    }
  }
`;

const Panel = styled.div`
  padding: 0 4px 16px;
  line-height: 1.6;
  /* Without scripts nothing could open an answer: every one is shown. */
  @media (scripting: none) {
    &[hidden] {
      display: block;
    }
  }
`;

function FaqItem({ faq }: { faq: Faq }) {
  // Folded in the server's HTML and the hydrating render alike (a page that unfolded them until it hydrated moved
  // everything below when they folded); without scripts the Panel's style shows them (the media feature `scripting`,
  // as SubmitWithoutScript's button uses it).
  const [open, setOpen] = useState(false);
  const base = useId();
  const buttonId = `${base}-q`;
  const panelId = `${base}-a`;
  return (
    <Item>
      <h3 style={{ margin: 0, fontSize: 'inherit' }}>
        <Trigger type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {faq.question}
        </Trigger>
      </h3>
      <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {faq.answer}
      </Panel>
    </Item>
  );
}

/**
 * Disclosure buttons (aria-expanded) so Enter and Space open each answer from the keyboard; without scripts every
 * answer is shown (by style: see Panel).
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  return (
    <div>
      {faqs.map((faq) => (
        <FaqItem key={faq.id} faq={faq} />
      ))}
    </div>
  );
}
