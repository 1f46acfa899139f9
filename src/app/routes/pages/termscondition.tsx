import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, legalTexts } from '../../features/legal';

export const Route = createFileRoute('/pages/termscondition')({
  component: () => <LegalPage doc={legalTexts.termsConditions} />,
});
