import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../features/content/ContentPageView';
import { contentPageHead, loadContentPage } from '../features/content/content-route';

export const Route = createFileRoute('/about')({
  staticData: { layout: 'default', auth: false },
  loader: ({ context }) => loadContentPage(context, 'about'),
  head: contentPageHead,
  component: () => <ContentPageView slug="about" />,
});
