import { Link, Card, DirectionArrow, PageTitle, Text } from '@cargora/shared/ui';

/** The friendly in-page answer to a 404 or an invalid id, with a way back; it is the page's h1. */
export function NotFoundNotice({ title, hint, backTo, backLabel }: { title: string; hint: string; backTo: string; backLabel: string }) {
  return (
    <Card role="status" style={{ textAlign: 'center', display: 'grid', gap: 12, justifyItems: 'center', padding: '32px 16px' }}>
      <PageTitle>{title}</PageTitle>
      <Text $muted>{hint}</Text>
      <Link to={backTo}>
        <DirectionArrow to="back" /> {backLabel}
      </Link>
    </Card>
  );
}
