/** Readiness licences: the list (staff and company), the request with its pledge, the details with the machine's actions, and the printable licence. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import ReadinessListPage from '../../src/features/readinessLicence/ReadinessListPage';
import ReadinessCreatePage from '../../src/features/readinessLicence/ReadinessCreatePage';
import ReadinessDetailsPage from '../../src/features/readinessLicence/ReadinessDetailsPage';
import ReadinessLicencePage from '../../src/features/readinessLicence/ReadinessLicencePage';
import { FOREVER, ok, page } from '../support/mockApi';
import { detailsOf, licenceRows, settings } from './fixtures';

const meta = {
  title: 'Readiness licences/List',
  component: ReadinessListPage,
  parameters: { path: '/readiness-license', route: '/readiness-license' },
} satisfies Meta<typeof ReadinessListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /simple-readiness-license/index': page(licenceRows, { total: licenceRows.length }) };
const PROVIDER = ['readiness-license-index', 'readiness-license-create', 'readiness-license-edit', 'readiness-license-details', 'readiness-license-pladge'];

export const Loading: Story = {
  parameters: { api: { 'POST /simple-readiness-license/index': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /simple-readiness-license/index': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد رخص جاهزية')).toBeVisible();
  },
};

/** Every status, the answers not sent yet marked; the approved one links to its licence. */
export const AsStaff: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('مخيم 1')).toBeVisible();
    await expect(canvas.getAllByText('لم تُرسل الإجابات بعد').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'الرخصة: مخيم 4' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'الرخصة: مخيم 1' })).toBeNull();
  },
};

/** The company answers its pending and disapproved licences; nothing more once decided. */
export const AsProvider: Story = {
  parameters: { api: listing, session: 'provider', permissions: PROVIDER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'الإجابات: مخيم 3' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'الإجابات: مخيم 2' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'الإجابات: مخيم 5' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'طلب رخصة جاهزية' })).toBeVisible();
  },
};

/** The request: the machine's rule answers "please select the camp", then "please agree to the pledge", before any call. */
export const CreateNeedsCampAndPledge: Story = {
  render: () => <ReadinessCreatePage />,
  parameters: {
    path: '/readiness-license/create',
    route: '/readiness-license/create',
    session: 'provider',
    permissions: PROVIDER,
    api: {
      'GET /simple-readiness-license/camps': ok([{ id: 7, camp_id: 41, camp_name: 'مخيم 41', square_name: 'مربع 8' }]),
      'GET /simple-readiness-license/cms/web-settings/{id}': ok(settings),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(settings.pledge)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تقديم الطلب' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('الرجاء اختيار المخيم');
  },
};

/** Staff on a pending licence with answers: approve, disapprove and reject; approving needs a validity period. */
export const DetailsApproveNeedsPeriod: Story = {
  render: () => <ReadinessDetailsPage />,
  parameters: {
    path: '/readiness-license/details/1',
    route: '/readiness-license/details/:id',
    api: {
      'GET /simple-readiness-license/details/{id}': ok(detailsOf(licenceRows[0]!)),
      'GET /simple-readiness-license/cms/web-settings/{id}': ok(settings),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'عدم الاعتماد' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'رفض نهائي' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'اعتماد الرخصة' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'تأكيد' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('لم يتم اختيار مدة الصلاحية');
  },
};

/** The approved licence as its A4 sheet. */
export const Licence: Story = {
  render: () => <ReadinessLicencePage />,
  parameters: {
    path: '/readiness-license/license-ready/4',
    route: '/readiness-license/license-ready/:id',
    api: { 'GET /simple-readiness-license/details/{id}': ok(detailsOf(licenceRows[3]!)) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('licence-sheet')).toBeVisible();
    await expect(canvas.getByTestId('licence-number')).toHaveTextContent('RL-2026-00004');
    await expect(canvas.getByTestId('licence-pdf')).toBeEnabled();
    await expect(canvas.getByTestId('licence-verify')).toHaveAttribute('href', '/readiness-license/qr/lz6_pP1nZMURTImzLj6rUnLI3ARFo4XY');
  },
};
