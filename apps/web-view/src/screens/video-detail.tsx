import type { ScreenProps } from '../app/routes';
import { VideoDetail } from '../features/online-dealer/VideoDetail';

export default function VideoDetailScreen({ params }: ScreenProps) {
  return <VideoDetail id={Number(params[0])} />;
}
