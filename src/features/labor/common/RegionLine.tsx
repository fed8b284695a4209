// A board's region filter (src/ui/filters/RegionLine.tsx) in the boards' look.
import type { ComponentProps } from 'react';
import { RegionLine as Line } from '../../../ui/filters/FilterLines';
import classes from './labor.module.css';

const LOOK = { line: classes.filterLine, caption: classes.filterLabel, box: classes.regions };

export function RegionLine(props: Omit<ComponentProps<typeof Line>, 'classes'>) {
  return <Line {...props} classes={LOOK} />;
}
