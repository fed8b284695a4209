// 我的订阅 on the sc home for a member: the saved tender searches, each opening the search with
// its filters, and 删除. Nothing for visitors or a member without saved searches.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { sc } from '../../../api/sc';
import { call } from '../../../client/http';
import { scCallOptions } from '../../../shared/sections/sc/session';
import { useScMember } from '../common/use-sc-member';
import { savedHref, scSearchesKey } from '../search/saved';
import classes from '../common/sc.module.css';
import home from './home.module.css';

export function MySearches() {
  const { session, member } = useScMember();
  const client = useQueryClient();
  const searches = useQuery({
    queryKey: scSearchesKey(session),
    queryFn: ({ signal }) => call(sc.savedSearches, {}, scCallOptions({ signal, silent: true })),
    enabled: !!member,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(sc.deleteSearch, { id }, scCallOptions()),
    onSuccess: () => client.invalidateQueries({ queryKey: scSearchesKey(session) }),
  });
  if (!member || !searches.data?.length) return null;
  return (
    <section className={`${home.box} ${home.searches}`} aria-labelledby="sc-searches">
      <h2 id="sc-searches">我的订阅</h2>
      <ul className={classes.rows}>
        {searches.data.map((s) => (
          <li key={s.id} className={classes.row}>
            <Link href={savedHref(s)}>{s.name}</Link>
            <button
              type="button"
              className={classes.linkButton}
              disabled={remove.isPending}
              onClick={() => remove.mutate(s.id)}
              aria-label={`删除订阅「${s.name}」`}
            >
              删除
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
