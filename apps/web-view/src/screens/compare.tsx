import type { ScreenProps } from '../app/routes';
import { Compare } from '../features/online-dealer/Compare';

export default function CompareScreen({ params }: ScreenProps) {
  return <Compare id={Number(params[0])} />;
}
