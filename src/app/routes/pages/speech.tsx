import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SpeechDemo } from '#app/features/speech/components/speech-demo.tsx';

export const Route = createFileRoute('/pages/speech')({
  component: () => (
    <Container size="sm" py="lg">
      <SpeechDemo />
    </Container>
  ),
});
