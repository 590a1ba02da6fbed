/**
 * Mantine's stylesheets for the components only the back office uses (its shell and navigation,
 * tabs, selects, dialogs, tooltips, the upload's progress), in the order of
 * @mantine/core/styles.css. Loaded by admin-route.tsx after mantine-page-styles.ts (whose
 * components the back office uses too) and before the back office's own CSS; named admin-* in
 * the build, so the service worker does not precache it (docs/decisions/283).
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Tabs.css';
