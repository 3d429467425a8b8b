// The parts of a form every package lays out the same way: a field (label, control, hint, error), and the alert
// that explains a refused submission.
import styled from 'styled-components';

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
    border-color: ${({ theme }) => theme.palette.error};
  }
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography['fm-p4'].size};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography['fm-p3'].size};
  font-weight: 600;
  color: ${({ theme }) => theme.palette.error};
`;

/** Why a submission failed; focusable (tabIndex -1) so focus can move to it. */
export const FormAlert = styled.div`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.palette.error};
  color: ${({ theme }) => theme.palette.error};
  background: ${({ theme }) => theme.palette.surface};
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.primary};
  }
  a {
    color: inherit;
  }
`;
