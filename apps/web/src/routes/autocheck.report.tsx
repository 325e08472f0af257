import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../features/autocheck/ReportPage';
import { loadReport, reportHead, validateReportSearch } from '../features/autocheck/autocheck-route';

export const Route = createFileRoute('/autocheck/report')({
  staticData: { layout: 'default', auth: false, task: true },
  validateSearch: validateReportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadReport(context, deps),
  head: reportHead,
  component: function AutocheckReportRoute() {
    return <ReportPage data={Route.useLoaderData()} />;
  },
});
