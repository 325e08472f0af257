import type { ScreenProps } from '../app/routes';
import { VideoList } from '../features/online-dealer/VideoList';

export default function VideoScreen({ search }: ScreenProps) {
  return <VideoList search={search} />;
}
