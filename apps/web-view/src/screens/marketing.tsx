import type { ScreenProps } from '../app/routes';
import { Marketing } from '../features/online-dealer/Marketing';
import { offerIdFrom } from '../features/online-dealer/use-offer';

export default function MarketingScreen({ search }: ScreenProps) {
  return <Marketing id={offerIdFrom(search)} />;
}
