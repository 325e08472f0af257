import type { ScreenProps } from '../app/routes';
import { Buy } from '../features/online-dealer/Buy';

export default function BuyScreen({ search }: ScreenProps) {
  const raw = search.get('offer') ?? '';
  return <Buy offer={/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0} />;
}
