import { formatPrice } from './price';
import classes from './ui.module.css';

export function Price({ value, unit }: { value: number; unit?: string }) {
  return <span className={classes.price}>{formatPrice(value, unit)}</span>;
}
