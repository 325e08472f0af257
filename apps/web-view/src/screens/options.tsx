import type { ScreenProps } from '../app/routes';
import { Options } from '../features/online-dealer/Options';
import { offerIdFrom } from '../features/online-dealer/use-offer';

export default function OptionsScreen({ search }: ScreenProps) {
  return <Options id={offerIdFrom(search)} />;
}
