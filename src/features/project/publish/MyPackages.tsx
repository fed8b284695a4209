// 我发布的分包项目 (members, a lazy part of the publish page): the company's packages, newest
// first, each linking to its page, where the contractor reads the applicants and decides.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { project } from '../../../api/project';
import { callQuery } from '../../../shared/query';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { Pager } from '../../../ui/Pager';
import { ProjectRows } from '../list/ProjectRows';
import common from '../common/project.module.css';

export default function MyPackages() {
  const [current, setCurrent] = useState(1);
  const mine = useQuery({ ...callQuery(project.mine, { current, size: 10 }), placeholderData: keepPreviousData });
  return (
    <section className={common.panel} aria-labelledby="my-packages">
      <h2 id="my-packages">我发布的分包项目</h2>
      <DataState
        state={mine}
        skeleton={<SkeletonRows rows={3} height={56} />}
        isEmpty={(p) => p.total === 0}
        emptyText="贵公司尚未发布分包项目"
      >
        {(p) => (
          <>
            <ProjectRows records={p.records} />
            <Pager total={p.total} pages={p.pages} current={p.current} onPage={setCurrent} unit="个项目" />
          </>
        )}
      </DataState>
    </section>
  );
}
