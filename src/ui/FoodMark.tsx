import { Badge } from './Badge.tsx';

/** The veg or non-veg mark every dish carries. */
export function FoodMark({ nonVeg }: { nonVeg: boolean }) {
  return nonVeg ? <Badge tone="nonVeg">Non-veg</Badge> : <Badge tone="veg">Veg</Badge>;
}
