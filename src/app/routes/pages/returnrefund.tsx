import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, legalTexts } from '#app/features/legal/index.ts';

export const Route = createFileRoute('/pages/returnrefund')({
  staticData: { catalogues: ['legal'] },
  component: () => <LegalPage doc={legalTexts.returnRefund} />,
});
