import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, legalTexts } from '../../features/legal';

export const Route = createFileRoute('/pages/privacypolicy')({
  component: () => <LegalPage doc={legalTexts.privacyPolicy} />,
});
