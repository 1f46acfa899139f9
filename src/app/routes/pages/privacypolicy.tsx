import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, legalTexts } from '#app/features/legal/index.ts';

export const Route = createFileRoute('/pages/privacypolicy')({
  staticData: { catalogues: ['legal'] },
  component: () => <LegalPage doc={legalTexts.privacyPolicy} />,
});
