// The content desk's kinds: each kind's table and how the editor's one draft shape maps onto its
// columns (a partner's name is its title, a help question's answer its body …).
import type { ContentDraft, ContentKind } from '../../../api/cms';

export type ContentTable = 'banner' | 'partner' | 'success_case' | 'news' | 'help_item';

/** A content row as read generically: its own columns and the schedule's. */
export type ContentRecord = Record<string, string | number | null> & {
  id: number;
  publish_at: string | null;
  withdraw_at: string | null;
  withdrawn_at: string | null;
  updated_at: string | null;
};

/** The editor's fields of a row (ContentDraft, every field filled). */
type Fields = Required<ContentDraft>;

export interface KindSpec {
  table: ContentTable;
  /** The column holding the title (the list's keyword looks there). */
  titleColumn: string;
  /** The column holding the group (position, module, type, category), or null. */
  groupColumn: string | null;
  /** Whether the row shows a publish_time (news, cases): set from the publish-at. */
  dated: boolean;
  toColumns(d: Fields): Record<string, string | number>;
  toFields(r: ContentRecord): Fields;
}

const s = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const EMPTY: Fields = {
  title: '',
  group: '',
  summary: '',
  body: '',
  imageUrl: '',
  linkUrl: '',
  source: '',
  companyName: '',
  sort: 0,
};

export const KINDS: Record<ContentKind, KindSpec> = {
  banner: {
    table: 'banner',
    titleColumn: 'title',
    groupColumn: 'position',
    dated: false,
    toColumns: (d) => ({ title: d.title, position: d.group, image_url: d.imageUrl, link_url: d.linkUrl, sort: d.sort }),
    toFields: (r) => ({
      ...EMPTY,
      title: s(r.title),
      group: s(r.position),
      imageUrl: s(r.image_url),
      linkUrl: s(r.link_url),
      sort: Number(r.sort),
    }),
  },
  partner: {
    table: 'partner',
    titleColumn: 'name',
    groupColumn: 'type',
    dated: false,
    toColumns: (d) => ({
      name: d.title,
      type: Number(d.group),
      logo_url: d.imageUrl,
      link_url: d.linkUrl,
      sort: d.sort,
    }),
    toFields: (r) => ({
      ...EMPTY,
      title: s(r.name),
      group: s(r.type),
      imageUrl: s(r.logo_url),
      linkUrl: s(r.link_url),
      sort: Number(r.sort),
    }),
  },
  case: {
    table: 'success_case',
    titleColumn: 'title',
    groupColumn: null,
    dated: true,
    toColumns: (d) => ({
      title: d.title,
      company_name: d.companyName,
      summary: d.summary,
      content: d.body,
      image_url: d.imageUrl,
      sort: d.sort,
    }),
    toFields: (r) => ({
      ...EMPTY,
      title: s(r.title),
      companyName: s(r.company_name),
      summary: s(r.summary),
      body: s(r.content),
      imageUrl: s(r.image_url),
      sort: Number(r.sort),
    }),
  },
  news: {
    table: 'news',
    titleColumn: 'title',
    groupColumn: 'module_code',
    dated: true,
    toColumns: (d) => ({
      title: d.title,
      module_code: d.group,
      summary: d.summary,
      source: d.source,
      content: d.body,
      image_url: d.imageUrl,
    }),
    toFields: (r) => ({
      ...EMPTY,
      title: s(r.title),
      group: s(r.module_code),
      summary: s(r.summary),
      source: s(r.source),
      body: s(r.content),
      imageUrl: s(r.image_url),
    }),
  },
  help: {
    table: 'help_item',
    titleColumn: 'problem_content',
    groupColumn: 'category_code',
    dated: false,
    toColumns: (d) => ({ problem_content: d.title, category_code: d.group, answer_content: d.body, sort: d.sort }),
    toFields: (r) => ({
      ...EMPTY,
      title: s(r.problem_content),
      group: s(r.category_code),
      body: s(r.answer_content),
      sort: Number(r.sort),
    }),
  },
};
