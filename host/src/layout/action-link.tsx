// Controls of the top bar that work before (and without) JavaScript: a link to a page that does the same thing (the
// sign-in page, the drawer's own anchor), which becomes a button doing it in place once the page has hydrated.
import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { useHydrated } from '@cargora/shared/runtime';
import { Button, isModifiedClick } from '@cargora/shared/ui';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'onClick' | 'onKeyDown' | 'role'> & {
  href: string;
  /** What the button does once the page has hydrated. */
  onAction: () => void;
  children: ReactNode;
  $variant?: 'primary' | 'outline' | 'ghost';
  ref?: Ref<HTMLAnchorElement>;
  /** ARIA attributes that are true only of the button (aria-expanded, aria-haspopup…). */
  buttonAria?: Record<`aria-${string}`, string | boolean | undefined>;
};

export function ActionLink({ href, onAction, children, buttonAria, ...rest }: Props) {
  const hydrated = useHydrated();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || isModifiedClick(event)) return;
    event.preventDefault();
    onAction();
  };
  // A button acts on Space too (Enter already clicks a link).
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.key !== ' ') return;
    event.preventDefault();
    onAction();
  };
  return (
    <Button as="a" href={href} role={hydrated ? 'button' : undefined} onClick={onClick} onKeyDown={onKeyDown} {...(hydrated ? buttonAria : {})} {...rest}>
      {children}
    </Button>
  );
}
