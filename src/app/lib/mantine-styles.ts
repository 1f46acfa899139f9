// Mantine styles per component instead of the full styles.css (about 35 KB gzipped) to keep
// the first route small. Order matters: globals, then components in the order of Mantine's
// own styles.css (Text before Anchor, or Text's reset removes the Anchor underline).
// Screens that use heavier components (Accordion, Combobox…) import those styles themselves,
// and so do the parts that load after the first screen: dialogs (ModalBase, Overlay, Modal),
// the drawer (Drawer, NavLink, SegmentedControl), the toasts (Notification), and every file
// with a List or a Skeleton (the news home shows neither).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import './app.css';
