// The parts of a form every package lays out the same way: a field (label, control, hint, error), and the alert
// that explains a refused submission.
import styled from 'styled-components';
import { colors, shape, typography, FORM_TOKEN_FIELD, FORM_TOKEN_PLACEHOLDER } from '@cargora/shared/runtime';

/** One field: label, control, hint and error stacked; a flagged control gets the error colour. */
export const FormField = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
  & input,
  & select,
  & textarea {
    width: 100%;
    max-width: 100%;
    box-sizing: border-box;
  }
  & [aria-invalid='true'] {
    border-color: ${colors.error};
  }
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${typography['fm-p4'].size};
  color: ${colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${typography['fm-p3'].size};
  font-weight: 600;
  color: ${colors.error};
`;

/** Why a submission failed; focusable (tabIndex -1) so focus can move to it. */
export const FormAlert = styled.div`
  padding: 12px 16px;
  border-radius: ${shape.radius}px;
  border: 1px solid ${colors.error};
  color: ${colors.error};
  background: ${colors.surface};
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid ${colors.primary};
  }
  a {
    color: inherit;
  }
`;

/**
 * The anti-forgery token of a form that posts to the server (JavaScript off). The server renders a placeholder that
 * the host replaces with the visitor's token as it sends the page; the browser keeps the value it received.
 */
export function FormToken() {
  return <input type="hidden" name={FORM_TOKEN_FIELD} defaultValue={FORM_TOKEN_PLACEHOLDER} suppressHydrationWarning />;
}
