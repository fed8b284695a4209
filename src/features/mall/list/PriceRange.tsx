// 价格区间: two numbers and 确定, the filter forms' range with the mall's look. The draft starts
// from the URL (the parent keys this component by the URL's values); applying writes the URL. A
// reversed range is swapped, not rejected.
import { numberOf, RangeForm, textOf } from '../../../ui/filters/FilterForms';
import classes from './mall.module.css';

interface Props {
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}

const NAMES: [string, string] = ['最低价', '最高价'];
const PLACEHOLDERS: [string, string] = ['¥ 最低价', '¥ 最高价'];

export function PriceRange({ min, max, onApply }: Props) {
  return (
    <RangeForm
      className={classes.priceRange}
      label="价格区间"
      names={NAMES}
      placeholders={PLACEHOLDERS}
      initial={[textOf(min), textOf(max)]}
      parse={numberOf(100_000_000)}
      onApply={onApply}
    />
  );
}
