/**
 * Mantine's stylesheets for the components only some storefront pages use (forms, tables, the
 * return wizard), in the order of @mantine/core/styles.css. Loaded with the first lazy page that
 * is not one of the catalogue's (lazy-pages.tsx, admin-route.tsx), after mantine-shell-styles.ts and
 * mantine-catalogue-styles.ts (the sort menu's and the chips', docs/decisions/370), and precached by the
 * service worker like every storefront asset. The back office's own components (its shell, tabs,
 * selects, dialogs) are in src/admin/mantine-admin-styles.ts: a storefront page no longer parses
 * them (docs/decisions/283). A component newly used by a storefront page needs its stylesheet here
 * (or in the shell's list when the shell or the home page uses it).
 */
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Timeline.css';
