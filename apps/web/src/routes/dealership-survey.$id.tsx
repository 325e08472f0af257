import { createFileRoute } from '@tanstack/react-router';
import { DealershipSurveyPage } from '../features/market/DealershipSurveyPage';
import { loadSurvey, surveyHead, surveyIdParams } from '../features/market/survey-route';

export const Route = createFileRoute('/dealership-survey/$id')({
  staticData: { layout: 'dealership', auth: false, task: true },
  params: surveyIdParams,
  loader: ({ context, params }) => loadSurvey(context, params.id),
  head: surveyHead,
  component: function DealershipSurveyRoute() {
    return <DealershipSurveyPage id={Route.useParams().id} />;
  },
});
