import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Container size="sm" py={60}>
      <Stack align="center" gap="md">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you asked for does not exist or has moved.</Text>
        <Button component={Link} to="/dashboard/news">Go to the news</Button>
      </Stack>
    </Container>
  );
}
