import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { initI18nWithAreas as initI18n } from '../i18n/all';
import { Column, FilterSelect, ListTable, useListParams, type PageData } from './list';

interface Row {
  id: number;
  name: string;
  email: string;
}

const rows: Row[] = [
  { id: 1, name: 'فهد', email: 'fahd@example.sa' },
  { id: 2, name: 'ريم', email: 'reem@example.sa' },
];
const pageOf = (data: Row[], total = 37): PageData<Row> => ({ data, total, per_page: 10, current_page: 1, last_page: Math.ceil(total / 10) });

type Query = UseQueryResult<PageData<Row>, unknown>;
const answered = (data: PageData<Row>, fetching = false) => ({ data, isPending: false, isError: false, isFetching: fetching, error: null, refetch: vi.fn() }) as unknown as Query;
const pending = { data: undefined, isPending: true, isError: false, isFetching: true, error: null, refetch: vi.fn() } as unknown as Query;

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function Harness({ query, selectable = false }: { query: Query; selectable?: boolean }) {
  const list = useListParams(['type']);
  const [selection, setSelection] = useState<Row[]>([]);
  return (
    <>
      <FilterSelect
        list={list}
        name="type"
        label="نوع الحساب"
        options={[
          { value: '2', label: 'مقدم خدمة' },
          { value: '3', label: 'مقاول' },
        ]}
      />
      <ListTable<Row> list={list} query={query} label="المستخدمون" emptyText="لا يوجد مستخدمون" {...(selectable ? { selection, onSelection: setSelection } : {})}>
        <Column field="name" sortable header="الاسم" />
        <Column header="البريد" body={(r: Row) => <span dir="ltr">{r.email}</span>} />
      </ListTable>
      <Address />
    </>
  );
}

const show = (query: Query, options: { selectable?: boolean; at?: string } = {}) =>
  render(
    <MemoryRouter initialEntries={[options.at ?? '/users']}>
      <Harness query={query} selectable={options.selectable} />
    </MemoryRouter>,
  );
const address = () => screen.getByTestId('address').textContent;

beforeAll(() => {
  initI18n('ar');
});

describe('ListTable', () => {
  it('is a table named by its caption, with column headers and the cells of each row', () => {
    show(answered(pageOf(rows)));
    const table = screen.getByRole('table', { name: 'المستخدمون' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['الاسم', 'البريد']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'reem@example.sa' })).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
  });

  it('sorts from a button in the header: ascending, descending, then the list’s own order, in the address', async () => {
    const user = userEvent.setup();
    show(answered(pageOf(rows)));
    const header = screen.getByRole('columnheader', { name: 'الاسم' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'البريد' })).not.toContainElement(screen.queryByRole('button', { name: 'البريد' }));
    await user.click(within(header).getByRole('button', { name: 'الاسم' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(address()).toBe('?sort=name&direction=asc');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button'));
    expect(header).not.toHaveAttribute('aria-sort');
    expect(address()).toBe('');
  });

  it('names each selection box by its row, and the header box selects the page', async () => {
    const user = userEvent.setup();
    show(answered(pageOf(rows)), { selectable: true });
    const all = screen.getByRole('checkbox', { name: 'تحديد كل صفوف هذه الصفحة' });
    await user.click(screen.getByRole('checkbox', { name: 'تحديد ريم' }));
    expect(screen.getByRole('checkbox', { name: 'تحديد ريم' })).toBeChecked();
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'تحديد فهد' })).toBeChecked();
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'تحديد فهد' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'تحديد ريم' })).not.toBeChecked();
  });

  it('pages from a named nav (the current page marked) and sizes from a labelled select, both in the address', async () => {
    const user = userEvent.setup();
    show(answered(pageOf(rows)));
    const pages = screen.getByRole('navigation', { name: 'صفحات المستخدمون' });
    expect(within(pages).getByRole('button', { name: 'الصفحة 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getAllByRole('button', { name: /^الصفحة \d+$/ })).toHaveLength(4);
    expect(within(pages).getByRole('button', { name: 'الصفحة السابقة' })).toBeDisabled();
    expect(screen.getByText('الإجمالي: 37')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'الصفحة التالية' }));
    expect(address()).toBe('?page=2');
    expect(within(pages).getByRole('button', { name: 'الصفحة 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'الصفحة الأخيرة' }));
    expect(address()).toBe('?page=4');
    expect(within(pages).getByRole('button', { name: 'الصفحة التالية' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'عدد الصفوف' }), '25');
    expect(address()).toBe('?per_page=25');
  });

  it('says "about" when the server estimated the total', () => {
    show(answered({ ...pageOf(rows, 120000), total_is_estimate: 1 }));
    expect(screen.getByText('الإجمالي: حوالي 120000')).toBeInTheDocument();
  });

  it('shows a full page of skeleton rows, the pager in place and no total, and is busy while the first page loads', () => {
    show(pending);
    const table = screen.getByRole('table', { name: 'المستخدمون' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'جارٍ التحميل' })).toBeInTheDocument();
    // as many as the page size (10 by default), so the first answer does not move the pager
    expect(table.querySelectorAll('tbody tr.row-skeleton')).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: /المستخدمون/ })).toBeInTheDocument();
    expect(screen.queryByText(/الإجمالي/)).not.toBeInTheDocument();
  });

  it('keeps the rows it has, busy, while the next page loads', () => {
    show(answered(pageOf(rows), true));
    expect(screen.getByRole('table', { name: 'المستخدمون' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: 'فهد' })).toBeInTheDocument();
  });

  it('says the list is empty, or that nothing matches the filters', () => {
    const { unmount } = show(answered(pageOf([], 0)));
    expect(screen.getByText('لا يوجد مستخدمون')).toBeInTheDocument();
    unmount();
    show(answered(pageOf([], 0)), { at: '/users?type=2' });
    expect(screen.queryByText('لا يوجد مستخدمون')).toBeNull();
    expect(screen.getByText('لا توجد نتائج مطابقة')).toBeInTheDocument();
  });

  it('shows the failure with a retry instead of the table', async () => {
    const refetch = vi.fn();
    show({ data: undefined, isPending: false, isError: true, isFetching: false, error: new Error('x'), refetch } as unknown as Query);
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(within(screen.getByRole('alert')).getByRole('button'));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('FilterSelect', () => {
  it('is a select named by its label; choosing applies from page 1, its first option clears', async () => {
    const user = userEvent.setup();
    show(answered(pageOf(rows)), { at: '/users?page=3' });
    const select = screen.getByRole('combobox', { name: 'نوع الحساب' });
    await user.selectOptions(select, 'مقاول');
    expect(address()).toBe('?type=3');
    await user.selectOptions(select, 'نوع الحساب');
    expect(address()).toBe('');
  });
});

describe('useListParams', () => {
  function TwoFilters() {
    const list = useListParams(['status', 'is_developed']);
    return (
      <>
        <button
          type="button"
          onClick={() => {
            // two changes before the page re-renders (two filters picked in quick succession)
            list.setFilter('status', 'ready');
            list.setFilter('is_developed', '1');
          }}
        >
          both
        </button>
        <Address />
      </>
    );
  }

  it('keeps the first of two filter changes made before a re-render', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/camps?page=2&search=x']}>
        <TwoFilters />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'both' }));
    expect(address()).toBe('?search=x&status=ready&is_developed=1');
  });
});
