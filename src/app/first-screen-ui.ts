// The Mantine components of the first screens (the shell, the news home, the article page),
// evaluated as a layer of their own before the app (src/app/main.tsx). Being one module's
// exports, they also come as one chunk instead of a dozen small shared ones.
export {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Container,
  Divider,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
