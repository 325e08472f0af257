import type { ScreenProps } from '../app/routes';
import { Benefits } from '../features/online-dealer/Benefits';
import { offerIdFrom } from '../features/online-dealer/use-offer';

export default function BenefitsScreen({ search }: ScreenProps) {
  return <Benefits id={offerIdFrom(search)} />;
}
