import { useId, useState } from 'react';
import styled from 'styled-components';
import { useHydrated, type Faq, colors } from '@cargora/shared';

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
`;

const Panel = styled.div`
  padding: 0 4px 16px;
  line-height: 1.6;
`;

function FaqItem({ faq }: { faq: Faq }) {
  const [chosen, setOpen] = useState(false);
  // Without JavaScript nothing could open an answer: the server's HTML (and so the hydrating render) shows them all,
  // and they fold once the page is hydrated and the buttons work.
  const hydrated = useHydrated();
  const open = chosen || !hydrated;
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
 * Disclosure buttons (aria-expanded) so Enter and Space open each answer from the keyboard; without JavaScript every
 * answer is shown.
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
