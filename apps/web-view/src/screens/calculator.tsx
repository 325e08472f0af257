import type { ScreenProps } from '../app/routes';
import { Calculator } from '../features/online-dealer/Calculator';
import { offerIdFrom } from '../features/online-dealer/use-offer';

export default function CalculatorScreen({ search }: ScreenProps) {
  return <Calculator id={offerIdFrom(search)} />;
}
