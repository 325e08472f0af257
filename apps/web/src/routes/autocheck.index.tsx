import { createFileRoute } from '@tanstack/react-router';
import { AutocheckPage } from '../features/autocheck/AutocheckPage';
import { autocheckHead } from '../features/autocheck/autocheck-route';

export const Route = createFileRoute('/autocheck/')({
  staticData: { layout: 'default', auth: false },
  head: autocheckHead,
  component: AutocheckPage,
});
