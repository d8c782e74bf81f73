/**
 * Where each lifecycle action of the spec lives (spec 000 §4, 001 §4), and what the
 * spec shows with a status-like word or an action that we chose not to model as a
 * lifecycle, with why. Pure data: docs/workflows/README.md renders it and
 * tests/paths/coverage.test.ts checks that every machine and event named here
 * exists and is accepted somewhere, so the list cannot drift from the machines.
 * Whoever renames or removes an event keeps its line here current.
 */

export interface SpecAction {
  /** the spec line */
  spec: string;
  /** the action as the spec words it */
  action: string;
  /** the machines and events that carry it out; `events` may be empty only with a note */
  covers: Array<{ machine: string; events: string[]; note?: string }>;
}

export interface NotALifecycle {
  subject: string;
  spec: string;
  why: string;
}

export const specActions: SpecAction[] = [
  // ---- spec 000 §4
  { spec: '000 §4', action: 'Admin actions on a user: activate (roles must be chosen)', covers: [{ machine: 'userAccount', events: ['ACTIVATE'] }] },
  { spec: '000 §4', action: 'reject (reason required)', covers: [{ machine: 'userAccount', events: ['REJECT'] }] },
  { spec: '000 §4', action: 'switch platform account between active and disabled', covers: [{ machine: 'userAccount', events: ['DISABLE', 'ENABLE'] }] },
  {
    spec: '000 §4',
    action: "Activating an already active user warns 'already active'; rejecting an already rejected user warns 'already rejected' (code 104)",
    covers: [{ machine: 'userAccount', events: ['ACTIVATE', 'REJECT'], note: 'refused in active / rejected with code 104' }],
  },
  {
    spec: '000 §2',
    action: 'Registration forms for pending or rejected users (/register-forms, /complete-register-forms)',
    covers: [{ machine: 'userAccount', events: ['UPDATE_FORMS', 'RESUBMIT'] }],
  },
  { spec: '000 §4', action: 'Notification: unseen (is_seen 0) becomes seen (1) when clicked', covers: [{ machine: 'notification', events: ['SEE'] }] },
  { spec: '000 §4', action: 'clearing sets the count to 0', covers: [{ machine: 'notification', events: ['CLEAR'] }] },
  { spec: '000 §4', action: 'Camp: a camp can be set ready after confirmation', covers: [{ machine: 'camp', events: ['SET_READY'], note: 'meta.confirm asks first' }] },
  {
    spec: '000 §4',
    action: 'Assignment: pending (awaiting appointment), returned, appointment (not received), answered (delivery in progress), deliverd (received)',
    covers: [{ machine: 'assignment', events: ['SCHEDULE_APPOINTMENT', 'ANSWER_FORM', 'EDIT_FORM', 'DELIVER', 'RETURN', 'RE_CUSTOMIZE'] }],
  },
  {
    spec: '000 §2, §7',
    action: 'Absence history: POST general/absence_history/store (appointment_id, company_id)',
    covers: [
      { machine: 'assignment', events: ['RECORD_ABSENCE'], note: 'the assignment waits for a new appointment' },
      { machine: 'appointment', events: [], note: 'keeps its status (approved); its `missed` fact then refuses APPROVE, REJECT and RESCHEDULE' },
    ],
  },
  { spec: '000 §4', action: 'Appointment: pending, approved, rejected', covers: [{ machine: 'appointment', events: ['APPROVE', 'REJECT'] }] },
  { spec: '000 §4', action: 'Signature: signed or unsigned', covers: [{ machine: 'handoverSignature', events: ['SIGN'] }] },
  { spec: '000 §4', action: 'Actions: re-schedule appointment', covers: [{ machine: 'appointment', events: ['RESCHEDULE'] }] },
  {
    spec: '000 §4',
    action: 'bulk sign',
    covers: [
      { machine: 'handoverSignature', events: ['BULK_SIGN'] },
      { machine: 'lockOrder', events: ['SIGN'], note: 'sent to many lock orders at once' },
    ],
  },
  { spec: '000 §4', action: 'bulk lock', covers: [{ machine: 'lockOrder', events: [], note: 'opens lock orders for many camps at once: a creation, each order starts in its initial status' }] },
  {
    spec: '000 §4',
    action: 'Database archive can be created and then activated',
    covers: [{ machine: 'dbArchive', events: ['ACTIVATE', 'DEACTIVATE'], note: 'DEACTIVATE when another season is activated' }],
  },

  // ---- spec 001 §4: location orders and orders
  {
    spec: '001 §4',
    action: 'cancel an order with a reason',
    covers: [
      { machine: 'cancelRequest', events: ['APPROVE', 'REJECT'] },
      { machine: 'order', events: ['CANCEL', 'CANCEL_BY_TSLEEM'] },
      { machine: 'locationOrder', events: ['CANCEL', 'CANCEL_BY_TSLEEM'] },
    ],
  },
  {
    spec: '001 §4',
    action: 'reject by the tsleem authority',
    covers: [
      { machine: 'order', events: ['REJECT'] },
      { machine: 'locationOrder', events: ['REJECT'] },
    ],
  },
  {
    spec: '001 §4',
    action: 'approve and disapprove',
    covers: [
      { machine: 'order', events: ['APPROVE', 'DISAPPROVE'] },
      { machine: 'locationOrder', events: ['APPROVE', 'DISAPPROVE'] },
    ],
  },
  {
    spec: '001 §4',
    action: 'change specialist (with design-office approval or rejection)',
    covers: [
      { machine: 'order', events: ['CHANGE_SPECIALIST', 'APPROVE_SPECIALIST_CHANGE', 'REJECT_SPECIALIST_CHANGE'] },
      { machine: 'locationOrder', events: ['CHANGE_SPECIALIST', 'APPROVE_SPECIALIST_CHANGE', 'REJECT_SPECIALIST_CHANGE'] },
    ],
  },
  {
    spec: '001 §4',
    action: 'choose or change contractor or consultant',
    covers: [
      {
        machine: 'order',
        events: ['CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT', 'CONTRACTOR_ACCEPT', 'CONTRACTOR_DECLINE', 'CONSULTANT_ACCEPT', 'CONSULTANT_DECLINE', 'CHANGE_CONTRACTOR', 'CHANGE_CONSULTANT'],
      },
      {
        machine: 'locationOrder',
        events: ['CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT', 'CONTRACTOR_ACCEPT', 'CONTRACTOR_DECLINE', 'CONSULTANT_ACCEPT', 'CONSULTANT_DECLINE', 'CHANGE_CONTRACTOR', 'CHANGE_CONSULTANT'],
      },
    ],
  },
  { spec: '001 §4', action: 'change a cancel-request status', covers: [{ machine: 'cancelRequest', events: ['APPROVE', 'REJECT'] }] },
  {
    spec: '001 §4',
    action: 'renew (extend) the licence',
    covers: [
      { machine: 'order', events: ['EXTEND_LICENCE'] },
      { machine: 'locationOrder', events: ['EXTEND_LICENCE'] },
    ],
  },
  { spec: '001 §4', action: 'sharer sign and unsign', covers: [{ machine: 'sharerSignature', events: ['SIGN', 'UNSIGN'] }] },
  {
    spec: '001 §4',
    action: 'upload a GIS image',
    covers: [
      { machine: 'order', events: ['UPLOAD_GIS_IMAGE'] },
      { machine: 'locationOrder', events: ['UPLOAD_GIS_IMAGE'] },
    ],
  },
  { spec: '001 §4', action: 'enter or update an electrical meter, and arrange electricity delivery', covers: [{ machine: 'order', events: ['SET_ELECTRIC_METER', 'ARRANGE_ELECTRICITY_DELIVERY'] }] },
  { spec: '001 §4', action: 'Attachment: pending, approved, rejected, replaced', covers: [{ machine: 'attachment', events: ['APPROVE', 'REJECT', 'REPLACE'] }] },
  { spec: '001 §4', action: 'Report: pending, approve, disapproved, old', covers: [{ machine: 'achievementReport', events: ['APPROVE', 'DISAPPROVE', 'SUPERSEDE'] }] },

  // ---- spec 001 §4: the other lifecycles
  { spec: '001 §4', action: 'Clearance: a vote of accept sets clearance_status to accept; a vote of reject sets it to reject', covers: [{ machine: 'clearance', events: ['VOTE'] }] },
  { spec: '001 §4', action: 'Readiness order: cancelling sets the status to cancelled', covers: [{ machine: 'readinessLicence', events: ['CANCEL'] }] },
  { spec: '001 §4', action: 'Readiness order: approve, disapprove and reject are server actions', covers: [{ machine: 'readinessLicence', events: ['APPROVE', 'DISAPPROVE', 'REJECT'] }] },
  {
    spec: '001 §4',
    action: 'Sadad and invoice orders: approve, reject, upload attachment and cancel each return a new status',
    covers: [
      { machine: 'sadadOrder', events: ['APPROVE', 'REJECT', 'UPLOAD_ATTACHMENT', 'CANCEL'] },
      { machine: 'invoice', events: ['APPROVE', 'REJECT', 'UPLOAD_ATTACHMENT', 'CANCEL'] },
    ],
  },
  {
    spec: '001 §4',
    action: 'Re-assign and lock orders can be signed, rejected or cancelled',
    covers: [
      { machine: 'reassignOrder', events: ['SIGN', 'REJECT', 'CANCEL'] },
      { machine: 'lockOrder', events: ['SIGN', 'REJECT', 'CANCEL'] },
    ],
  },
  {
    spec: '001 §4',
    action: 'A kroky document can be uploaded and a re-appointment made',
    covers: [
      { machine: 'reassignOrder', events: ['UPLOAD_FILE', 'REAPPOINT'] },
      { machine: 'lockOrder', events: ['UPLOAD_FILE', 'REAPPOINT'] },
      { machine: 'tempLicenceOrder', events: ['UPLOAD_KROKY'] },
      { machine: 'readinessLicence', events: ['UPDATE_KROKY'] },
    ],
  },
  { spec: '001 §4', action: 'Bulk lock and bulk sign exist', covers: [{ machine: 'lockOrder', events: ['SIGN'], note: 'bulk sign sends SIGN to many orders; bulk lock is a creation' }] },
  {
    spec: '001 §4',
    action: 'Approve or reject requests with a reason',
    covers: [
      { machine: 'appointment', events: ['APPROVE', 'REJECT'] },
      { machine: 'vehicleEntryPermit', events: ['APPROVE', 'REJECT'] },
      { machine: 'carLicenceOrder', events: ['APPROVE', 'REJECT'] },
      { machine: 'tempLicenceOrder', events: ['APPROVE', 'REJECT'] },
    ],
  },
  { spec: '001 §4', action: 'Re-schedule an appointment', covers: [{ machine: 'appointment', events: ['RESCHEDULE'] }] },
  { spec: '001 §4', action: 'Enable or disable an account', covers: [{ machine: 'userAccount', events: ['ENABLE', 'DISABLE'] }] },
  {
    spec: '001 §4',
    action: 'Close a ticket; after closing, no further comments are allowed',
    covers: [{ machine: 'ticket', events: ['CLOSE', 'COMMENT', 'ANSWER'], note: 'COMMENT and ANSWER refused once closed' }],
  },
  { spec: '001 §4', action: 'Forward a ticket', covers: [{ machine: 'ticket', events: ['FORWARD'] }] },
  { spec: '001 §4', action: 'Questionnaire: pending, answered', covers: [{ machine: 'questionnaireResponse', events: ['ANSWER'] }] },
  {
    spec: '001 §3, §5, §8',
    action: 'Questionnaires built by staff (title, groups, questions, user types), sent to their users, then closed',
    covers: [{ machine: 'questionnaire', events: ['UPDATE', 'PUBLISH', 'CLOSE'], note: 'statuses ours: the spec names statuses only for a response' }],
  },
  {
    spec: '001 §4',
    action: 'Licence: pending, approved, rejected (a rejected licence request cannot be viewed or updated, §6)',
    covers: [
      { machine: 'carLicenceOrder', events: ['APPROVE', 'REJECT', 'UPDATE', 'CANCEL'] },
      { machine: 'vehicleEntryPermit', events: ['APPROVE', 'REJECT'] },
    ],
  },
  {
    spec: '001 §2, §5',
    action: 'Regulatory violations (/regulatory-violation-order, /ready/{id}): a body and images; header and footer logos',
    covers: [{ machine: 'violation', events: ['UPDATE', 'ISSUE', 'MAKE_READY'] }],
  },
  {
    spec: '001 §1, §3',
    action: 'Complaints (title, type, priority, location, files, internal/external): filed, reviewed, resolved or rejected, the filer told',
    covers: [{ machine: 'complaint', events: ['UPDATE', 'START_REVIEW', 'RESOLVE', 'REJECT'], note: 'statuses and actions ours: the spec names only the fields' }],
  },
];

export const notLifecycles: NotALifecycle[] = [
  {
    subject: 'Form types: assign, reassign, lock, simple_readiness_license, check_test',
    spec: '001 §4 Status vocabularies',
    why: 'A classification of form templates, fixed when the form is created; nothing moves a form from one type to another.',
  },
  {
    subject: 'Specialist active (0/1), is_req; specialist status_text',
    spec: '000 §3 Specialist; 000 §5 "A specialist’s active value is the inverse of its status switch"',
    why: 'An on/off switch on reference data, edited in its form, with no rule and no action beyond the switch.',
  },
  {
    subject: 'User flags: government, government-for-location-order, entity; is_acknowledged',
    spec: '000 §3 User; 000 §6 admin toggles; 000 §7 switch-gov, set_as_entity',
    why: 'Independent yes/no attributes of an account, each set by an admin toggle; they do not change what the account may do next in its lifecycle (userAccount).',
  },
  {
    subject: 'Alliance membership and leadership',
    spec: '000 §3 Alliance; 000 §6 manage alliances; 000 §7 general/alliance*',
    why: 'Membership is a relation (added, removed, leader changed), not a status that records move through.',
  },
  {
    subject: 'Absence history',
    spec: '000 §3 Absence history; 000 §7 absence_history/store',
    why: 'A log row written with the assignment’s RECORD_ABSENCE (assignment → pending; the appointment keeps its status and is marked missed by the row), not a record with statuses of its own.',
  },
  {
    subject: 'Assignment contract (Assign.contract_status)',
    spec: '000 §3 Assign; 000 §7 contracts/sign-contract, contracts/bulk-sign',
    why: 'Signing the contract is a signer’s signature: handoverSignature SIGN / BULK_SIGN; contract_status is read from those signatures.',
  },
  {
    subject: 'Sending notifications (to a user type or chosen users)',
    spec: '000 §2 /notifications create; 000 §3 Notification form',
    why: 'Sending creates one unseen notification per recipient; each then follows the notification lifecycle.',
  },
  {
    subject: 'Question categories (all-users flag, users or user types)',
    spec: '000 §5 Question category',
    why: 'A form rule ("الرجاء تحديد مستخدمين" / "الرجاء تحديد أنواع مستخدمين"), kept in the form’s validation, not a status.',
  },
  {
    subject: 'Ticket subjects, terms and conditions, countries, squares, stations, categories, types',
    spec: '000 §2 CRUD groups',
    why: 'Reference data with create, update and delete only.',
  },
  {
    subject: 'Licence visits',
    spec: '001 §5 "A licence visit needs a cause, period, square and camp"',
    why: 'A create-form rule; the spec names no statuses or actions for a visit.',
  },
  {
    subject: 'News and the news bar, site-preparation licences (complaints: the complaint machine, ours)',
    spec: '001 §1 "The interface dictionaries also mention these areas"',
    why: 'Mentioned only in the dictionaries, with no routes, statuses or actions in either spec document.',
  },
  {
    subject: 'Sessions, password resets, login throttling',
    spec: '000 §7 Auth; BRIEF §3 Auth',
    why: 'Security mechanics of the platform, not lifecycles of the domain; they live in the server.',
  },
];
