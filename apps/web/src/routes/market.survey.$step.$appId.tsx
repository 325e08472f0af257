import { createFileRoute } from '@tanstack/react-router';
import { PurchaseSurveyPage } from '../features/market/PurchaseSurveyPage';
import { applicationHead, loadApplication, surveyParams } from '../features/market/survey-route';

export const Route = createFileRoute('/market/survey/$step/$appId')({
  staticData: { layout: 'finance', auth: true, task: true },
  params: surveyParams,
  loader: ({ context, params }) => loadApplication(context, params.step, params.appId),
  head: applicationHead,
  component: function PurchaseSurveyRoute() {
    const { step, appId } = Route.useParams();
    return <PurchaseSurveyPage key={step} step={step} appId={appId} />;
  },
});
