import type { ReactNode } from 'react';
import { PageBody, PageTitle, Text } from '@cargora/shared/ui';

/** A service list page: its title, what it lists, then the list. */
export function ListPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <PageBody>
      <PageTitle>{title}</PageTitle>
      <Text $muted style={{ marginBottom: 24 }}>
        {description}
      </Text>
      {children}
    </PageBody>
  );
}
