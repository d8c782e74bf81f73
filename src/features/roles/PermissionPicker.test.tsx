import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18nWithAreas as initI18n } from '../../shared/i18n/all';
import { PermissionPicker, normaliseSearch } from './PermissionPicker';
import type { PermissionGroup } from './api';

const groups: PermissionGroup[] = [
  {
    key: 'users',
    label: 'المستخدمون والصلاحيات',
    permissions: [
      { name: 'user-role-index', label: 'عرض الأدوار' },
      { name: 'role-create', label: 'إضافة دور' },
      { name: 'role-update', label: 'تعديل دور' },
    ],
  },
  {
    key: 'tickets',
    label: 'التذاكر',
    permissions: [
      { name: 'ticket-index', label: 'عرض التذاكر' },
      { name: 'ticket-create', label: 'إضافة تذكرة' },
    ],
  },
];

function Harness({ initial = [] as string[], disabled = false }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PermissionPicker groups={groups} value={value} onChange={setValue} disabled={disabled} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

const valueOf = () => screen.getByTestId('value').textContent;

beforeAll(() => {
  initI18n('ar');
});

describe('normaliseSearch', () => {
  it('ignores case, diacritics and Arabic letter variants', () => {
    expect(normaliseSearch('إضافة')).toBe(normaliseSearch('اضافه'));
    expect(normaliseSearch('مُستخدِم')).toBe('مستخدم');
    expect(normaliseSearch('Ticket ')).toBe('ticket');
  });
});

describe('PermissionPicker', () => {
  it('selects and clears a whole group with its box, showing the mixed state and the count', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['role-create']} />);
    const usersBox = screen.getByRole('checkbox', { name: 'تحديد الكل في «المستخدمون والصلاحيات»' });
    expect(usersBox).toBePartiallyChecked();
    expect(screen.getByText('تم اختيار 1 من 5 صلاحية')).toBeInTheDocument();
    await user.click(usersBox);
    expect(usersBox).toBeChecked();
    expect(valueOf()).toBe('user-role-index,role-create,role-update');
    await user.click(usersBox);
    expect(usersBox).not.toBeChecked();
    expect(valueOf()).toBe('');
  });

  it('keeps the catalogue order whatever the order of ticking', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: /إضافة تذكرة/ }));
    await user.click(screen.getByRole('checkbox', { name: /عرض الأدوار/ }));
    expect(valueOf()).toBe('user-role-index,ticket-create');
  });

  it("names each permission in the reader's language only: the spec's code is a tooltip, not a second line", () => {
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'عرض الأدوار' });
    expect(screen.queryByText('user-role-index')).toBeNull();
    expect(box.closest('label')).toHaveAttribute('title', 'user-role-index');
  });

  it('searches labels and codes; select-all then acts on what is shown only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = screen.getByRole('searchbox', { name: 'ابحث عن صلاحية' });
    await user.type(search, 'اضافه');
    expect(screen.queryByRole('checkbox', { name: /عرض الأدوار/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /إضافة دور/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /إضافة تذكرة/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تحديد كل الظاهر' }));
    expect(valueOf()).toBe('role-create,ticket-create');
    await user.clear(search);
    await user.type(search, 'ticket-index');
    expect(screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'لا شيء يطابق');
    expect(screen.getByText('لا توجد صلاحيات تطابق «لا شيء يطابق»')).toBeInTheDocument();
  });

  it('shows only the selected ones on request', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['ticket-index']} />);
    await user.click(screen.getByRole('checkbox', { name: 'المختارة فقط' }));
    const fieldsets = screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET');
    expect(fieldsets).toHaveLength(1);
    expect(within(fieldsets[0]!).getAllByRole('checkbox')).toHaveLength(2); // the group box and the one permission
  });

  it('works from the keyboard: Tab to a box, Space ticks it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('checkbox', { name: 'تحديد الكل في «التذاكر»' }).focus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /عرض التذاكر/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(valueOf()).toBe('ticket-index');
  });

  it('locks every box when disabled and offers no bulk buttons', () => {
    render(<Harness initial={['ticket-index']} disabled />);
    for (const box of screen.getAllByRole('checkbox').filter((b) => b.getAttribute('name') === 'permissions')) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'تحديد كل الظاهر' })).toBeNull();
  });
});
