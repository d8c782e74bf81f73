/** Adding a season: the shared rules speak before any call; the server's overlap lands on its field. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DbArchiveFormPage from '../../src/features/dbArchives/DbArchiveFormPage';
import { calls } from '../support/mockApi';

const meta = {
  title: 'Season archive/Form',
  component: DbArchiveFormPage,
  parameters: { path: '/db-archive/create', route: '/db-archive/create' },
} satisfies Meta<typeof DbArchiveFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, values: { starts: string; ends: string; year: string }) {
  const canvas = within(canvasElement);
  const field = (id: string) => canvasElement.querySelector<HTMLInputElement>(`#${id}`)!;
  await userEvent.type(field('db-archives-name'), 'موسم حج 1449هـ');
  await userEvent.type(field('db-archives-name-en'), 'Hajj season 1449 AH');
  await userEvent.type(field('db-archives-hijri-year'), values.year);
  await userEvent.type(field('db-archives-starts-on'), values.starts);
  await userEvent.type(field('db-archives-ends-on'), values.ends);
  await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
}

/** A Hijri year out of range, then an end before the start: each said on its field, nothing sent. */
export const RulesFirst: Story = {
  parameters: { api: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { starts: '2027-06-18', ends: '2027-06-01', year: '1300' });
    await expect(await canvas.findByText('يجب أن تكون السنة الهجرية بين 1400 و1600')).toBeVisible();
    const year = canvasElement.querySelector<HTMLInputElement>('#db-archives-hijri-year')!;
    await userEvent.clear(year);
    await userEvent.type(year, '1449');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('يجب أن تكون نهاية الموسم بعد بدايته')).toBeVisible();
    await expect(calls).toHaveLength(0);
  },
};

/** The server finds an overlap with another season: its message, naming the season, lands on the start. */
export const OverlapFromServer: Story = {
  parameters: {
    api: {
      'POST /db_archive/store': { status: 422, body: { message: 'البيانات غير صحيحة', errors: { starts_on: ['يتداخل مع موسم «موسم حج 1448هـ» (2026-07-02 – 2027-06-17)'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { starts: '2027-06-01', ends: '2028-05-20', year: '1449' });
    await waitFor(() => expect(calls.some((c) => c.path === '/db_archive/store')).toBe(true));
    await expect(await canvas.findByText(/يتداخل مع موسم/)).toBeVisible();
  },
};
