import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SpeechDemo } from '#app/features/speech/components/speech-demo.tsx';
import { PageTitle } from '#app/components/page-title.tsx';

export const Route = createFileRoute('/pages/speech')({
  staticData: { catalogues: ['speech'] },
  component: () => (
    <Container size="sm" py="lg">
      <PageTitle name="Text to speech" />
      <SpeechDemo />
    </Container>
  ),
});
