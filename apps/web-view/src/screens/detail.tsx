import type { ScreenProps } from '../app/routes';
import { Detail } from '../features/online-dealer/Detail';

export default function DetailScreen({ params }: ScreenProps) {
  return <Detail id={Number(params[0])} />;
}
