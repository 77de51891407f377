import { Card } from '@bonus/ui';

/** Dashboard sections whose screens arrive with later work; each says so instead of showing nothing. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <Card aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p>{description}</p>
    </Card>
  );
}
