/**
 * Mantine's stylesheets for the shell (top bar, footer, banners) and the home page, in the
 * order of @mantine/core/styles.css, instead of the whole 254 KB file: the entry's CSS is
 * render-blocking. Components only other pages use are in mantine-page-styles.ts, loaded with
 * those pages (docs/decisions/163). A component added to the shell or the home page needs its
 * stylesheet (and those of the components it is built on) here.
 */
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
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
// The theme's CSS variables and global classes, written at build time instead of by the
// provider when the app mounts (scripts/mantine-theme-css.ts, docs/decisions/311).
import 'virtual:mantine-theme.css';
