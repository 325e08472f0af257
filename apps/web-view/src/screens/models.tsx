import type { ScreenProps } from '../app/routes';
import { Models } from '../features/online-dealer/Models';

export default function ModelsScreen({ search }: ScreenProps) {
  return <Models search={search} />;
}
