import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../shared/head';
import * as styles from '../features/shell/design.css';

/** The design system: the built Storybook ("Design System 3.0"), framed in the design layout. */
export const Route = createFileRoute('/design')({
  staticData: { layout: 'design', auth: false },
  head: (ctx) => pageHead(ctx, 'Design System 3.0', 'Jolda Design System 3.0: tokens and components, light and dark, ru and kk.'),
  component: function DesignPage() {
    return <iframe className={styles.frame} title="Design System 3.0" src="/design/storybook/index.html" />;
  },
});
