// The price index of a report's material and region, 52 weeks (a @mantine/charts line chart on
// recharts: its own chunk, loaded only on the report page, in the browser).
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { materialOf, UNIT_NAMES } from '../../../api/ground-dicts';
import { DataState } from '../../../ui/DataState';
import { priceIndexQuery } from '../common/queries';

export default function IndexChart({ material, provinceCode }: { material: string; provinceCode: string }) {
  const index = useQuery(priceIndexQuery({ material, ...(provinceCode ? { provinceCode } : {}) }));
  const m = materialOf(material);
  const unit = m ? `元/${UNIT_NAMES[m.unit]}` : '';
  return (
    <DataState state={index}>
      {(d) => (
        <figure style={{ margin: 0 }}>
          <figcaption>
            {d.regionName}
            {m?.name}价格指数（周均价，{unit}）
          </figcaption>
          <LineChart
            h={240}
            data={d.points.map((p) => ({ week: p.week.slice(5), 均价: p.price }))}
            dataKey="week"
            series={[{ name: '均价', color: 'brand.7' }]}
            curveType="monotone"
            withDots={false}
            yAxisProps={{ domain: ['auto', 'auto'], width: 56 }}
            valueFormatter={(v) => `${v} ${unit}`}
          />
        </figure>
      )}
    </DataState>
  );
}
