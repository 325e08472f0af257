import type { ScreenProps } from '../app/routes';
import { CarInfo } from '../features/car-info/CarInfo';

export default function CarInfoScreen({ params }: ScreenProps) {
  return <CarInfo id={Number(params[0])} />;
}
